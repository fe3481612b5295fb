-- AlterTable
ALTER TABLE "TimeSlot" ADD COLUMN "closedAt" DATETIME;
ALTER TABLE "TimeSlot" ADD COLUMN "closedReason" TEXT;

