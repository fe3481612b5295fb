-- AlterTable
ALTER TABLE "Order" ADD COLUMN "personalDataRemovedAt" DATETIME;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Museum" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "defaultCurrency" TEXT NOT NULL DEFAULT 'EUR',
    "timezone" TEXT NOT NULL DEFAULT 'UTC',
    "membershipAdmission" TEXT NOT NULL DEFAULT 'EVERY_VISIT',
    "orderDetailsRetentionDays" INTEGER NOT NULL DEFAULT 730,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Museum" ("createdAt", "defaultCurrency", "id", "membershipAdmission", "name", "slug", "timezone", "updatedAt") SELECT "createdAt", "defaultCurrency", "id", "membershipAdmission", "name", "slug", "timezone", "updatedAt" FROM "Museum";
DROP TABLE "Museum";
ALTER TABLE "new_Museum" RENAME TO "Museum";
CREATE UNIQUE INDEX "Museum_slug_key" ON "Museum"("slug");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

