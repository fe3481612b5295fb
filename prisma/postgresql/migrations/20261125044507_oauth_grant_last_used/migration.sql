-- AlterTable
ALTER TABLE "OAuthGrant" ADD COLUMN     "lastUsedAt" TIMESTAMP(3);

