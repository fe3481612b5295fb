-- AlterTable
ALTER TABLE "Museum" ADD COLUMN     "defaultLanguage" TEXT NOT NULL DEFAULT 'en';

