-- AlterTable
ALTER TABLE "Location" ADD COLUMN     "maxOccupancy" INTEGER;

-- AlterTable
ALTER TABLE "TicketType" ADD COLUMN     "reentry" TEXT;

-- AlterTable
ALTER TABLE "CheckIn" ADD COLUMN     "checkOutKind" TEXT,
ADD COLUMN     "checkedOutAt" TIMESTAMP(3),
ADD COLUMN     "exitEntrance" TEXT,
ADD COLUMN     "locationId" TEXT;

-- CreateTable
CREATE TABLE "LocationOccupancy" (
    "locationId" TEXT NOT NULL,
    "museumId" TEXT NOT NULL,
    "inside" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LocationOccupancy_pkey" PRIMARY KEY ("locationId")
);

-- CreateIndex
CREATE INDEX "LocationOccupancy_museumId_idx" ON "LocationOccupancy"("museumId");

-- CreateIndex
CREATE INDEX "CheckIn_locationId_checkedOutAt_idx" ON "CheckIn"("locationId", "checkedOutAt");

