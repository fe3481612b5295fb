"use client";

import { useTranslations } from "use-intl";
import { QrImage } from "@/components/common/qr-image";
import { Detail } from "@/components/common/detail";
import type { OrderView } from "@/lib/dashboard/documents/orders";

/**
 * A group visit's group (docs/orders.md, "Group visits"): its name, size and leader, how many came in
 * so far (as Today counts it: the slot's group admissions, not the first page of tickets below), and
 * its one code, to print again for the leader.
 */
export function OrderGroup({ view }: { view: OrderView }) {
  const t = useTranslations("OrderGroup");
  const { group, groupQrData } = view.order;
  if (!group) return null;
  const cameIn = view.slot?.groups.find((expected) => expected.orderId === view.order.id)?.admitted ?? 0;
  return (
    <section className="card stack-tight" aria-labelledby="order-group-heading" data-order-group="">
      <h2 id="order-group-heading">{t("heading")}</h2>
      <dl className="form-grid" style={{ margin: 0 }}>
        <Detail label={t("group")} value={t("groupValue", { name: group.name, size: group.size })} />
        <Detail label={t("leader")} value={group.leaderName ?? "—"} />
        <Detail label={t("cameIn")} value={t("cameInValue", { cameIn, size: group.size })} />
      </dl>
      {groupQrData ? (
        <figure style={{ margin: 0, display: "grid", gap: "0.5rem", justifyItems: "start" }}>
          <QrImage qrData={groupQrData} label={t("codeLabel", { name: group.name })} />
          <figcaption className="small">{t("codeHelp")}</figcaption>
        </figure>
      ) : (
        <p className="muted small">{t("noCodeYet")}</p>
      )}
    </section>
  );
}
