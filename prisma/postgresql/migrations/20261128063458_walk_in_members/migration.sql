-- AlterTable
ALTER TABLE "Museum" ADD COLUMN     "walkInMembers" TEXT NOT NULL DEFAULT 'ALLOWED';

