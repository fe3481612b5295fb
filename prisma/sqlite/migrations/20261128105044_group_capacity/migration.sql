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
    "groupReleaseHours" INTEGER NOT NULL DEFAULT 48,
    "orderDetailsRetentionDays" INTEGER NOT NULL DEFAULT 730,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "defaultLanguage" TEXT NOT NULL DEFAULT 'en'
);
INSERT INTO "new_Museum" ("createdAt", "defaultCurrency", "defaultLanguage", "id", "membershipAdmission", "name", "orderDetailsRetentionDays", "slug", "timezone", "updatedAt", "walkInMembers") SELECT "createdAt", "defaultCurrency", "defaultLanguage", "id", "membershipAdmission", "name", "orderDetailsRetentionDays", "slug", "timezone", "updatedAt", "walkInMembers" FROM "Museum";
DROP TABLE "Museum";
ALTER TABLE "new_Museum" RENAME TO "Museum";
CREATE UNIQUE INDEX "Museum_slug_key" ON "Museum"("slug");
CREATE TABLE "new_TimeSlot" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "museumId" TEXT NOT NULL,
    "eventId" TEXT,
    "locationId" TEXT,
    "startsAt" DATETIME NOT NULL,
    "endsAt" DATETIME NOT NULL,
    "capacity" INTEGER NOT NULL,
    "groupCapacity" INTEGER NOT NULL DEFAULT 0,
    "activeHoldCount" INTEGER NOT NULL DEFAULT 0,
    "soldCount" INTEGER NOT NULL DEFAULT 0,
    "scheduleId" TEXT,
    "closedAt" DATETIME,
    "closedReason" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "TimeSlot_museumId_fkey" FOREIGN KEY ("museumId") REFERENCES "Museum" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "TimeSlot_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES "Schedule" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "TimeSlot_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "TimeSlot_locationId_fkey" FOREIGN KEY ("locationId") REFERENCES "Location" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_TimeSlot" ("activeHoldCount", "capacity", "closedAt", "closedReason", "createdAt", "endsAt", "eventId", "id", "locationId", "museumId", "scheduleId", "soldCount", "startsAt", "updatedAt") SELECT "activeHoldCount", "capacity", "closedAt", "closedReason", "createdAt", "endsAt", "eventId", "id", "locationId", "museumId", "scheduleId", "soldCount", "startsAt", "updatedAt" FROM "TimeSlot";
DROP TABLE "TimeSlot";
ALTER TABLE "new_TimeSlot" RENAME TO "TimeSlot";
CREATE INDEX "TimeSlot_museumId_createdAt_id_idx" ON "TimeSlot"("museumId", "createdAt", "id");
CREATE INDEX "TimeSlot_museumId_startsAt_idx" ON "TimeSlot"("museumId", "startsAt");
CREATE INDEX "TimeSlot_eventId_idx" ON "TimeSlot"("eventId");
CREATE INDEX "TimeSlot_locationId_idx" ON "TimeSlot"("locationId");
CREATE UNIQUE INDEX "TimeSlot_scheduleId_startsAt_key" ON "TimeSlot"("scheduleId", "startsAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

