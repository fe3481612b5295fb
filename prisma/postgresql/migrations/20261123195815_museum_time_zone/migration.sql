-- AlterTable
ALTER TABLE "Museum" ADD COLUMN     "timezone" TEXT NOT NULL DEFAULT 'UTC';

