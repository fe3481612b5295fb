import type { Metadata } from "next";
import { DeskSale } from "@/components/desk/desk-sale";

export const metadata: Metadata = { title: "Sell tickets" };

export default function DeskPage() {
  return <DeskSale />;
}
