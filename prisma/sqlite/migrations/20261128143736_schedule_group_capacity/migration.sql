-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Schedule" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "museumId" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "locationId" TEXT,
    "fromDay" TEXT NOT NULL,
    "toDay" TEXT NOT NULL,
    "rrule" TEXT NOT NULL,
    "times" TEXT,
    "everyMinutes" TEXT,
    "durationMinutes" INTEGER NOT NULL,
    "capacity" INTEGER NOT NULL,
    "groupCapacity" INTEGER NOT NULL DEFAULT 0,
    "closedDates" TEXT NOT NULL DEFAULT '[]',
    "ruleKey" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Schedule_museumId_fkey" FOREIGN KEY ("museumId") REFERENCES "Museum" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Schedule_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Schedule_locationId_fkey" FOREIGN KEY ("locationId") REFERENCES "Location" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_Schedule" ("capacity", "closedDates", "createdAt", "durationMinutes", "eventId", "everyMinutes", "fromDay", "id", "locationId", "museumId", "rrule", "ruleKey", "times", "toDay", "updatedAt") SELECT "capacity", "closedDates", "createdAt", "durationMinutes", "eventId", "everyMinutes", "fromDay", "id", "locationId", "museumId", "rrule", "ruleKey", "times", "toDay", "updatedAt" FROM "Schedule";
DROP TABLE "Schedule";
ALTER TABLE "new_Schedule" RENAME TO "Schedule";
CREATE INDEX "Schedule_museumId_createdAt_id_idx" ON "Schedule"("museumId", "createdAt", "id");
CREATE INDEX "Schedule_eventId_idx" ON "Schedule"("eventId");
CREATE UNIQUE INDEX "Schedule_eventId_ruleKey_key" ON "Schedule"("eventId", "ruleKey");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

