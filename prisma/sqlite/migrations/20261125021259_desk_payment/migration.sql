-- AlterTable
ALTER TABLE "Order" ADD COLUMN "paymentMethod" TEXT;

