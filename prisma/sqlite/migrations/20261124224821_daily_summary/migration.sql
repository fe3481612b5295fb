-- AlterTable
ALTER TABLE "EmailOutbox" ADD COLUMN "onceKey" TEXT;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_MuseumRole" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "museumId" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "dailySummary" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "MuseumRole_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "MuseumRole_museumId_fkey" FOREIGN KEY ("museumId") REFERENCES "Museum" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_MuseumRole" ("createdAt", "id", "museumId", "role", "updatedAt", "userId") SELECT "createdAt", "id", "museumId", "role", "updatedAt", "userId" FROM "MuseumRole";
DROP TABLE "MuseumRole";
ALTER TABLE "new_MuseumRole" RENAME TO "MuseumRole";
CREATE INDEX "MuseumRole_museumId_idx" ON "MuseumRole"("museumId");
CREATE UNIQUE INDEX "MuseumRole_userId_museumId_key" ON "MuseumRole"("userId", "museumId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "EmailOutbox_onceKey_key" ON "EmailOutbox"("onceKey");

