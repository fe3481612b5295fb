"use client";

/** A page that failed to render keeps the navigation; staff can try again without losing their place. */
export default function DashboardError({ reset }: { error: Error; reset: () => void }) {
  return (
    <div className="card stack-tight" role="alert">
      <h1>Something went wrong</h1>
      <p className="muted">The page could not be shown. Try again; if it keeps failing, reload the page.</p>
      <div>
        <button className="button button-primary" type="button" onClick={reset}>
          Try again
        </button>
      </div>
    </div>
  );
}
