-- AlterTable
ALTER TABLE "TicketType" ADD COLUMN     "memberTicket" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Membership" ADD COLUMN     "guestsPerVisit" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "OrderLine" ADD COLUMN     "membershipId" TEXT;

-- CreateIndex
CREATE INDEX "OrderLine_membershipId_idx" ON "OrderLine"("membershipId");

-- AddForeignKey
ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_membershipId_fkey" FOREIGN KEY ("membershipId") REFERENCES "Membership"("id") ON DELETE SET NULL ON UPDATE CASCADE;

