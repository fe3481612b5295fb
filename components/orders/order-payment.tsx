"use client";

import { useTranslations } from "use-intl";
import { Detail } from "@/components/common/detail";
import type { OrderView } from "@/lib/dashboard/documents/orders";
import { formatMoney } from "@/lib/dashboard/form-values";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";

// What an order was paid and what is owed back (docs/dashboard.md, "Orders"): how it was paid, its
// total, and after a void the tickets voided and the amount to refund, which is made outside Foyer.

/** The order's payment lines of its summary <dl>. */
export function OrderPayment({ view }: { view: OrderView }) {
  const t = useTranslations("OrderPayment");
  const locale = useDisplayLocale();
  const { order, tickets } = view;
  const voided = tickets.filter((ticket) => ticket.status === "VOIDED");
  const refund = voided.reduce((sum, ticket) => sum + ticket.price, 0);
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  return (
    <>
      <Detail label={t("paidBy")} value={t("method", { method: order.paymentMethod ?? "none" })} />
      <Detail label={t("total")} value={money(order.total)} />
      {voided.length > 0 ? (
        <>
          <Detail label={t("voided")} value={t("voidedValue", { count: voided.length, amount: money(refund) })} />
          <Detail label={t("refund")} value={money(refund)} />
          <Detail label={t("kept")} value={money(order.total - refund)} />
        </>
      ) : null}
    </>
  );
}

/** Why the order's actions are greyed, one sentence each, or null when they are not (a viewer is told once, by the page). */
export function orderActionReasons(order: Pick<OrderView["order"], "status" | "email">, canChange: boolean, t: ReturnType<typeof useTranslations<"OrderPayment">>) {
  if (!canChange) return { hold: null, resend: null };
  return {
    hold: order.status === "HELD" ? null : t("holdWhy", { status: order.status }),
    resend: order.status !== "CONFIRMED" ? t("resendNotConfirmed") : order.email ? null : t("resendNoEmail"),
  };
}
