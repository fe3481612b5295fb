"use client";

import { useTranslations } from "use-intl";
import styles from "./desk.module.css";

/** A group visit sold at the desk: its name and who leads it; its size is the sale's tickets. */
export interface DeskGroup {
  on: boolean;
  name: string;
  leaderName: string;
}

export const NO_GROUP: DeskGroup = { on: false, name: "", leaderName: "" };

/**
 * "A group visit": one code lets the whole group in at the door, a count at a time (docs/orders.md,
 * "Group visits"). The group is as many as the tickets chosen above; a group needs a name.
 */
export function DeskGroupFields({ group, size, missingName, onChange }: { group: DeskGroup; size: number; missingName: boolean; onChange: (group: DeskGroup) => void }) {
  const t = useTranslations("DeskSale");
  return (
    <fieldset className={styles.group}>
      <legend className="visually-hidden">{t("groupVisit")}</legend>
      <label className={styles.paymentChoice}>
        <input type="checkbox" checked={group.on} onChange={(event) => onChange({ ...group, on: event.target.checked })} aria-describedby="desk-group-hint" />
        {t("groupVisit")}
      </label>
      <span className="muted small" id="desk-group-hint">
        {t("groupVisitHint")}
      </span>
      {group.on ? (
        <div className={styles.customer}>
          <div className="stack-tight">
            <label htmlFor="desk-group-name">{t("groupName")}</label>
            <input
              id="desk-group-name"
              className="input"
              autoComplete="off"
              maxLength={200}
              value={group.name}
              aria-invalid={missingName}
              aria-describedby={missingName ? "desk-group-name-error" : undefined}
              onChange={(event) => onChange({ ...group, name: event.target.value })}
            />
            {missingName ? (
              <p className={styles.lineError} id="desk-group-name-error" role="alert">
                {t("needGroupName")}
              </p>
            ) : null}
          </div>
          <div className="stack-tight">
            <label htmlFor="desk-group-leader">{t("groupLeader")}</label>
            <input id="desk-group-leader" className="input" autoComplete="off" maxLength={200} value={group.leaderName} onChange={(event) => onChange({ ...group, leaderName: event.target.value })} />
          </div>
          <p className="muted small">{t("groupSize", { count: size })}</p>
        </div>
      ) : null}
    </fieldset>
  );
}
