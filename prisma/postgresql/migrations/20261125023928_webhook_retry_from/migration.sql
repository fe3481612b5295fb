-- AlterTable
ALTER TABLE "WebhookDelivery" ADD COLUMN     "retryFrom" TIMESTAMP(3);

