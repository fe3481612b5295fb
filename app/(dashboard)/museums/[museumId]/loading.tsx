export default function Loading() {
  return (
    <p className="empty" role="status">
      Loading…
    </p>
  );
}
