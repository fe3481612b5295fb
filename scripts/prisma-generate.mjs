// Generates the Prisma client for each provider (postinstall). Both clients are typed from the same
// model, and lib/db picks one at run time from DATABASE_URL.
import { execFileSync } from "node:child_process";
import { join } from "node:path";

const prisma = join(process.cwd(), "node_modules", ".bin", "prisma");
for (const provider of ["sqlite", "postgresql"]) {
  execFileSync(prisma, ["generate", "--config", join("prisma", `${provider}.config.ts`)], { stdio: "inherit" });
}
