-- AlterTable
ALTER TABLE "Schedule" ADD COLUMN     "groupCapacity" INTEGER NOT NULL DEFAULT 0;

