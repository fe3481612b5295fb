"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { MuseumRoleName } from "@/lib/domain/users/roles";
import type { DashboardLanguage } from "@/lib/i18n/languages";

/** The museum a dashboard page works in, with what the signed-in user's role there allows. */
export interface DashboardMuseum {
  id: string;
  name: string;
  slug: string;
  /** IANA time zone of the museum's calendar days (membership validity). */
  timezone: string;
  /** The language of visitors' emails and new customers when nobody chose one (Settings). */
  defaultLanguage: DashboardLanguage;
  /** Hours before a slot starts that its places kept for groups go to everyone (Settings). */
  groupReleaseHours: number;
  role: MuseumRoleName;
  /** OWNER, ADMIN, EDITOR: change records, send emails. */
  permissionToModifyMuseum: boolean;
  /** OWNER, ADMIN: API keys and settings. */
  canAdminister: boolean;
}

const MuseumContext = createContext<DashboardMuseum | null>(null);

export function MuseumProvider({ museum, children }: { museum: DashboardMuseum; children: ReactNode }) {
  return <MuseumContext.Provider value={museum}>{children}</MuseumContext.Provider>;
}

export function useMuseum(): DashboardMuseum {
  const museum = useContext(MuseumContext);
  if (!museum) throw new Error("useMuseum is used outside a museum's pages");
  return museum;
}
