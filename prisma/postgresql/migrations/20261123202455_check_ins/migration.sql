-- AlterTable
ALTER TABLE "Museum" ADD COLUMN     "membershipAdmission" TEXT NOT NULL DEFAULT 'EVERY_VISIT';

-- AlterTable
ALTER TABLE "Location" ADD COLUMN     "earlyEntryMinutes" INTEGER NOT NULL DEFAULT 30;

-- CreateTable
CREATE TABLE "CheckIn" (
    "id" TEXT NOT NULL,
    "museumId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "ticketId" TEXT,
    "membershipId" TEXT,
    "admissionKey" TEXT,
    "entrance" TEXT,
    "checkedInAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "userId" TEXT,
    "apiKeyId" TEXT,

    CONSTRAINT "CheckIn_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CheckIn_admissionKey_key" ON "CheckIn"("admissionKey");

-- CreateIndex
CREATE INDEX "CheckIn_museumId_checkedInAt_id_idx" ON "CheckIn"("museumId", "checkedInAt", "id");

-- CreateIndex
CREATE INDEX "CheckIn_ticketId_idx" ON "CheckIn"("ticketId");

-- CreateIndex
CREATE INDEX "CheckIn_membershipId_checkedInAt_idx" ON "CheckIn"("membershipId", "checkedInAt");

-- AddForeignKey
ALTER TABLE "CheckIn" ADD CONSTRAINT "CheckIn_museumId_fkey" FOREIGN KEY ("museumId") REFERENCES "Museum"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CheckIn" ADD CONSTRAINT "CheckIn_ticketId_fkey" FOREIGN KEY ("ticketId") REFERENCES "Ticket"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CheckIn" ADD CONSTRAINT "CheckIn_membershipId_fkey" FOREIGN KEY ("membershipId") REFERENCES "Membership"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

