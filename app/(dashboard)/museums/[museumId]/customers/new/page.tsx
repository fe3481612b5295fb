import type { Metadata } from "next";
import Link from "next/link";
import { CustomerForm } from "@/components/customers/customer-form";

export const metadata: Metadata = { title: "New customer" };

export default async function NewCustomerPage({ params }: { params: Promise<{ museumId: string }> }) {
  const { museumId } = await params;
  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <p className="small">
            <Link href={`/museums/${museumId}/customers`}>Customers</Link> /
          </p>
          <h1>New customer</h1>
          <p>A visitor or member: the name is all that is needed; memberships are added on the customer’s page.</p>
        </div>
      </header>
      <CustomerForm />
    </div>
  );
}
