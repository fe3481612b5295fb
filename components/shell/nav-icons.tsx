// Line icons for the navigation, drawn on a 24-unit grid; decorative (the link text names the page).

const paths = {
  today: "M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M8 14h3v3H8z",
  desk: "M3 9h18v4a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM7 5h10l1 4H6zM12 13v4M10 15h4",
  events: "M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4zM10 7v10",
  orders: "M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3",
  customers: "M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c.7-3.6 3.3-5.5 6.5-5.5s5.8 1.9 6.5 5.5M16 4.5a3.5 3.5 0 0 1 0 6.5M18.5 14.8c1.7.8 2.7 2.6 3 5.2",
  memberships: "M3 6h18v12H3zM7 10h4M7 14h6M15.5 9.5h2.5v3h-2.5z",
  emails: "M3 6h18v12H3zM3 7l9 6 9-6",
  scan: "M4 8V4h4M16 4h4v4M20 16v4h-4M8 20H4v-4M7 12h10",
  doorConflicts: "M12 3 2 20h20zM12 9v5M12 17h.01",
  apiKeys: "M14 10a4 4 0 1 0-3.9 4H12l1.5 1.5L15 14l1.5 1.5L18 14l2-2h-6",
  season: "M4 5h16v15H4zM4 9h16M8 3v4M16 3v4M7 12h2M11 12h2M15 12h2M7 16h2M11 16h2",
  reports: "M4 20h16M6 20V11h3v9M11 20V5h3v15M16 20v-6h3v6",
  webhooks: "M9 7a3 3 0 1 1 4.5 2.6L16 14M6.5 19a3 3 0 1 1 2-5.2L11 10M17.5 13a3 3 0 1 1-.1 6H10",
  assistants: "M6 8h12v10H6zM12 4v4M9 12h.01M15 12h.01M9.5 15.5h5M3 11v4M21 11v4",
  audit: "M6 3h9l4 4v14H6zM15 3v4h4M9 11h7M9 15h7M9 19h4",
  settings: "M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 2.5v3M12 18.5v3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M2.5 12h3M18.5 12h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1",
} as const;

export type NavIconName = keyof typeof paths;

export function NavIcon({ name }: { name: NavIconName }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}
