-- AlterTable
ALTER TABLE "Customer" ADD COLUMN     "erasedAt" TIMESTAMP(3);

