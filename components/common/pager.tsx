import { useTranslations } from "use-intl";

/** "21–40 of 73" with previous and next buttons; pages count from 0. Nothing for an empty list. */
export function Pager({ page, pageSize, total, onPage, label }: { page: number; pageSize: number; total: number; onPage: (page: number) => void; label: string }) {
  const t = useTranslations("Pager");
  if (total === 0) return null;
  const first = total === 0 ? 0 : page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  return (
    <nav className="cluster small" aria-label={label}>
      <span className="muted" aria-live="polite">
        {t("range", { first, last, total })}
      </span>
      <button className="button button-small" type="button" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t("previous")}
      </button>
      <button className="button button-small" type="button" disabled={last >= total} onClick={() => onPage(page + 1)}>
        {t("next")}
      </button>
    </nav>
  );
}
