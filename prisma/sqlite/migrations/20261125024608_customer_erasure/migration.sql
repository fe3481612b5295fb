-- AlterTable
ALTER TABLE "Customer" ADD COLUMN "erasedAt" DATETIME;

