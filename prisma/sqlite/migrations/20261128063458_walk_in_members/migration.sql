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
    "walkInMembers" TEXT NOT NULL DEFAULT 'ALLOWED',
    "orderDetailsRetentionDays" INTEGER NOT NULL DEFAULT 730,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "defaultLanguage" TEXT NOT NULL DEFAULT 'en'
);
INSERT INTO "new_Museum" ("createdAt", "defaultCurrency", "defaultLanguage", "id", "membershipAdmission", "name", "orderDetailsRetentionDays", "slug", "timezone", "updatedAt") SELECT "createdAt", "defaultCurrency", "defaultLanguage", "id", "membershipAdmission", "name", "orderDetailsRetentionDays", "slug", "timezone", "updatedAt" FROM "Museum";
DROP TABLE "Museum";
ALTER TABLE "new_Museum" RENAME TO "Museum";
CREATE UNIQUE INDEX "Museum_slug_key" ON "Museum"("slug");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

