-- AlterTable
ALTER TABLE "TimeSlot" ADD COLUMN     "closedAt" TIMESTAMP(3),
ADD COLUMN     "closedReason" TEXT;

