import { useTranslations } from "use-intl";

/** Says that the form shows text kept from before (a session that ended, a page left unsaved), with a way to drop it. */
export function DraftNotice({ restored, onDiscard }: { restored: boolean; onDiscard: () => void }) {
  const t = useTranslations("Forms");
  if (!restored) return null;
  return (
    <div className="alert cluster" role="status">
      <span>{t("draftRestored")}</span>
      <button className="button" type="button" onClick={onDiscard}>
        {t("discardDraft")}
      </button>
    </div>
  );
}
