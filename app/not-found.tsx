import Link from "next/link";

export default function NotFound() {
  return (
    <main className="empty" style={{ minHeight: "100dvh", display: "grid", placeContent: "center", gap: "0.75rem" }}>
      <h1>Not found</h1>
      <p>This page does not exist, or it belongs to a museum where you have no role.</p>
      <p>
        <Link href="/">Back to your museum</Link>
      </p>
    </main>
  );
}
