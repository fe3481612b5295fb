-- AlterTable
ALTER TABLE "Order" ADD COLUMN "groupLeaderName" TEXT;
ALTER TABLE "Order" ADD COLUMN "groupName" TEXT;
ALTER TABLE "Order" ADD COLUMN "groupSize" INTEGER;

