/** Says that the form shows text kept from before (a session that ended, a page left unsaved), with a way to drop it. */
export function DraftNotice({ restored, onDiscard }: { restored: boolean; onDiscard: () => void }) {
  if (!restored) return null;
  return (
    <div className="alert cluster" role="status">
      <span>Restored your unsaved draft. Save to keep it.</span>
      <button className="button" type="button" onClick={onDiscard}>
        Discard draft
      </button>
    </div>
  );
}
