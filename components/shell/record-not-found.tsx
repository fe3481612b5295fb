"use client";

import Link from "next/link";
import { useMuseum } from "./museum-context";

/** The 404 page inside a museum: the address names a record the museum does not have. The navigation stays. */
export function RecordNotFound() {
  const museum = useMuseum();
  return (
    <div className="card stack-tight">
      <h1>Not found</h1>
      <p>{museum.name} has no such record. It may have been deleted, or the address may be mistyped.</p>
      <p>
        <Link href={`/museums/${museum.id}/today`}>Back to Today</Link>
      </p>
    </div>
  );
}
