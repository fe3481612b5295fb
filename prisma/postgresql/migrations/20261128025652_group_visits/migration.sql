-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "groupLeaderName" TEXT,
ADD COLUMN     "groupName" TEXT,
ADD COLUMN     "groupSize" INTEGER;

