import Link from "next/link";
import { useTranslations } from "use-intl";
import { timeIn } from "@/lib/dashboard/calendar-day";
import type { CapacitySlot } from "@/lib/dashboard/documents/capacity";
import { slotBadge, slotState } from "./slot-state";
import styles from "./today.module.css";

function safeTime(instant: string, timeZone?: string): string {
  try {
    return timeIn(new Date(instant), timeZone);
  } catch {
    return timeIn(new Date(instant));
  }
}

/**
 * One time slot: its window, event, live capacity and who the door let in. Sold and held are apart;
 * "Available" is what can actually be sold (sellableQuantity); a slot that sells nothing stands out.
 * The group visits it expects are listed with how many of each came in (docs/orders.md, "Group visits").
 */
export function SlotCard({ slot, timeZone, museumId }: { slot: CapacitySlot; timeZone?: string; museumId: string }) {
  const state = slotState(slot);
  const t = useTranslations("SlotCard");
  const badge = slotBadge(state);
  const sellsNothing = slot.sellableQuantity === 0;
  const percent = (part: number) => (slot.capacity > 0 ? Math.min(100, (part / slot.capacity) * 100) : 0);
  const title = `${safeTime(slot.startsAt, timeZone)} – ${safeTime(slot.endsAt, timeZone)}`;
  const headingId = `slot-${slot.id}`;

  return (
    <article className={styles.slot} data-sold-out={sellsNothing} data-state={state} aria-labelledby={headingId}>
      <header className={styles.slotHeader}>
        <div>
          <h3 id={headingId} className={styles.slotTime}>
            {title}
          </h3>
          <p className="muted small">{slot.event?.name ?? t("noEvent")}</p>
          <Link className={styles.slotOrders} href={`/museums/${museumId}/orders?timeSlot=${slot.id}`}>
            {t("orders")}
          </Link>
        </div>
        {badge ? <span className={badge.tone === "neutral" ? "badge" : `badge badge-${badge.tone}`}>{t(badge.message, { held: slot.heldQuantity })}</span> : null}
      </header>
      <div className={styles.bar} aria-hidden="true">
        <span className={styles.barSold} style={{ width: `${percent(slot.soldQuantity)}%` }} />
        <span className={styles.barHeld} style={{ width: `${percent(slot.heldQuantity)}%` }} />
      </div>
      <dl className={styles.numbers}>
        <div>
          <dt>{t("capacity")}</dt>
          <dd>{slot.capacity}</dd>
        </div>
        <div>
          <dt>{t("sold")}</dt>
          <dd>{slot.soldQuantity}</dd>
        </div>
        <div>
          <dt>{t("held")}</dt>
          <dd>{slot.heldQuantity}</dd>
        </div>
        <div>
          <dt>{t("available")}</dt>
          <dd className={styles.free}>{slot.sellableQuantity}</dd>
        </div>
        <div>
          <dt>{t("admitted")}</dt>
          <dd>{slot.admitted}</dd>
        </div>
      </dl>
      {slot.groups.length > 0 ? (
        <ul className={styles.groups} aria-label={t("groups")}>
          {slot.groups.map((group) => (
            <li key={group.orderId}>
              <Link href={`/museums/${museumId}/orders/${group.orderId}`}>{group.name}</Link> <span className="muted">{t("groupCame", { admitted: group.admitted, size: group.size })}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
