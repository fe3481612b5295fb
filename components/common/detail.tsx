/** One labelled value in a record's <dl>: the label small above, the value wrapping anywhere (long emails, ids). */
export function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="field">
      <dt className="field-hint">{label}</dt>
      <dd style={{ margin: 0, overflowWrap: "anywhere" }}>{value}</dd>
    </div>
  );
}
