-- AlterTable
ALTER TABLE "MuseumRole" ADD COLUMN     "dailySummary" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "EmailOutbox" ADD COLUMN     "onceKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "EmailOutbox_onceKey_key" ON "EmailOutbox"("onceKey");

