-- AlterTable
ALTER TABLE "Museum" ADD COLUMN     "orderDetailsRetentionDays" INTEGER NOT NULL DEFAULT 730;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "personalDataRemovedAt" TIMESTAMP(3);

