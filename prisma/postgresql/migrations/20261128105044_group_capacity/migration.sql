-- AlterTable
ALTER TABLE "Museum" ADD COLUMN     "groupReleaseHours" INTEGER NOT NULL DEFAULT 48;

-- AlterTable
ALTER TABLE "TimeSlot" ADD COLUMN     "groupCapacity" INTEGER NOT NULL DEFAULT 0;

