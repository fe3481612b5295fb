"use client";

import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "use-intl";
import { useMuseum } from "./museum-context";
import styles from "./shell.module.css";

export interface SwitcherMuseum {
  id: string;
  name: string;
  role: string;
}

/** The same section of another museum (records of one museum never exist in another, so no ids carry over). */
function sectionPath(pathname: string, museumId: string): string {
  const section = /^\/museums\/[^/]+\/([^/]+)/.exec(pathname)?.[1] ?? "today";
  return `/museums/${museumId}/${section}`;
}

/** Lists only the museums where the signed-in user has a role. */
export function MuseumSwitcher({ museums }: { museums: SwitcherMuseum[] }) {
  const t = useTranslations("Shell");
  const museum = useMuseum();
  const pathname = usePathname();
  const router = useRouter();

  if (museums.length < 2) {
    return (
      <div className={styles.museum}>
        <span className={styles.museumLabel}>{t("museum")}</span>
        <span className={styles.museumName}>{museum.name}</span>
      </div>
    );
  }
  return (
    <div className={styles.museum}>
      <label className={styles.museumLabel} htmlFor="museum-switcher">
        {t("museum")}
      </label>
      <select
        id="museum-switcher"
        className="select"
        value={museum.id}
        onChange={(event) => {
          const next = museums.find((candidate) => candidate.id === event.target.value);
          if (!next) return;
          router.push(next.role === "DOOR" ? `/scan?museum=${next.id}` : sectionPath(pathname, next.id));
        }}
      >
        {museums.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name}
          </option>
        ))}
      </select>
    </div>
  );
}
