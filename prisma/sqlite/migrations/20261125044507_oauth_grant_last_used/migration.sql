-- AlterTable
ALTER TABLE "OAuthGrant" ADD COLUMN "lastUsedAt" DATETIME;

