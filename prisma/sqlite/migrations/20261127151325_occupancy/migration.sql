-- AlterTable
ALTER TABLE "Location" ADD COLUMN "maxOccupancy" INTEGER;

-- AlterTable
ALTER TABLE "TicketType" ADD COLUMN "reentry" TEXT;

-- AlterTable
ALTER TABLE "CheckIn" ADD COLUMN "checkOutKind" TEXT;
ALTER TABLE "CheckIn" ADD COLUMN "checkedOutAt" DATETIME;
ALTER TABLE "CheckIn" ADD COLUMN "exitEntrance" TEXT;
ALTER TABLE "CheckIn" ADD COLUMN "locationId" TEXT;

-- CreateTable
CREATE TABLE "LocationOccupancy" (
    "locationId" TEXT NOT NULL PRIMARY KEY,
    "museumId" TEXT NOT NULL,
    "inside" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "LocationOccupancy_museumId_idx" ON "LocationOccupancy"("museumId");

-- CreateIndex
CREATE INDEX "CheckIn_locationId_checkedOutAt_idx" ON "CheckIn"("locationId", "checkedOutAt");

