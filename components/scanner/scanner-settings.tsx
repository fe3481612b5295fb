"use client";

import { useTranslations } from "use-intl";
import styles from "./scanner.module.css";
import type { ScannerSettings } from "./use-scanner-settings";

const SWITCHES = ["sound", "vibration", "keepScreenOn"] as const satisfies readonly (keyof ScannerSettings)[];

/** The door's three switches: tones, vibration, keeping the screen on while scanning; kept on this phone. */
export function ScannerSettingsPanel({ settings, onChange }: { settings: ScannerSettings; onChange: (change: Partial<ScannerSettings>) => void }) {
  const t = useTranslations("DoorScanner.settings");
  return (
    <details className={styles.panel}>
      <summary className={styles.summary}>{t("title")}</summary>
      {SWITCHES.map((name) => (
        <label key={name} className={styles.switch}>
          <input type="checkbox" checked={settings[name]} onChange={(event) => onChange({ [name]: event.target.checked })} />
          {t(name)}
        </label>
      ))}
      <p className="field-hint">{t("hint")}</p>
    </details>
  );
}
