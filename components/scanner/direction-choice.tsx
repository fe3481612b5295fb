"use client";

import { useTranslations } from "use-intl";
import styles from "./scanner.module.css";
import type { DoorDirection } from "./use-door-direction";

const DIRECTIONS: DoorDirection[] = ["in", "out"];

/** Entrance or exit, large enough for a thumb; at an exit the screen says scans count visitors out. */
export function DirectionChoice({ direction, onChange }: { direction: DoorDirection; onChange: (direction: DoorDirection) => void }) {
  const t = useTranslations("DoorScanner.direction");
  return (
    <fieldset className={styles.direction}>
      <legend className="visually-hidden">{t("label")}</legend>
      <div className={styles.directionChoices}>
        {DIRECTIONS.map((value) => (
          <label key={value} className={styles.directionChoice} data-checked={direction === value}>
            <input type="radio" name="door-direction" value={value} checked={direction === value} onChange={() => onChange(value)} />
            {t(value)}
          </label>
        ))}
      </div>
      {direction === "out" ? (
        <p className={styles.exitNote} role="status">
          {t("outNote")}
        </p>
      ) : null}
    </fieldset>
  );
}
