-- AlterTable
ALTER TABLE "Ticket" ADD COLUMN     "membershipId" TEXT;

-- CreateIndex
CREATE INDEX "Ticket_membershipId_idx" ON "Ticket"("membershipId");

-- AddForeignKey
ALTER TABLE "Ticket" ADD CONSTRAINT "Ticket_membershipId_fkey" FOREIGN KEY ("membershipId") REFERENCES "Membership"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- Tickets sold before this column are given the card of their order's line of the same type (the
-- first such line: earlier orders could not tell two cards' places of one type apart).
UPDATE "Ticket" SET "membershipId" = (
  SELECT "OrderLine"."membershipId" FROM "OrderLine"
  WHERE "OrderLine"."orderId" = "Ticket"."orderId" AND "OrderLine"."ticketTypeId" = "Ticket"."ticketTypeId" AND "OrderLine"."membershipId" IS NOT NULL
  ORDER BY "OrderLine"."position" LIMIT 1
) WHERE "orderId" IS NOT NULL;
