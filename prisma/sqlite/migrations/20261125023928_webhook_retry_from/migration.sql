-- AlterTable
ALTER TABLE "WebhookDelivery" ADD COLUMN "retryFrom" DATETIME;

