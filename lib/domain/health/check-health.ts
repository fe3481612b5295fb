import { databaseProvider, db } from "@/lib/db/client";
import type { DatabaseProvider } from "@/lib/db/database-url";

export interface Health {
  status: "ok" | "unavailable";
  database: DatabaseProvider;
}

export async function checkHealth(): Promise<Health> {
  const database = databaseProvider();
  try {
    await db().$queryRawUnsafe("SELECT 1");
    return { status: "ok", database };
  } catch {
    return { status: "unavailable", database };
  }
}
