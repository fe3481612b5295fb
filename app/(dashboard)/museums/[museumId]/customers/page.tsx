import type { Metadata } from "next";
import { CustomerSearch } from "@/components/customers/customer-search";

export const metadata: Metadata = { title: "Customers" };

export default function CustomersPage() {
  return <CustomerSearch />;
}
