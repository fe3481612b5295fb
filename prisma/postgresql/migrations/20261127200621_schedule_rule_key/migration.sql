-- AlterTable
ALTER TABLE "Schedule" ADD COLUMN     "ruleKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Schedule_eventId_ruleKey_key" ON "Schedule"("eventId", "ruleKey");

