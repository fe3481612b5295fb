-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Ticket" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "museumId" TEXT NOT NULL,
    "ticketTypeId" TEXT NOT NULL,
    "timeSlotId" TEXT,
    "reservationId" TEXT,
    "customerId" TEXT,
    "orderId" TEXT,
    "status" TEXT NOT NULL DEFAULT 'VALID',
    "price" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "voidedAt" DATETIME,
    "apiKeyId" TEXT,
    "userId" TEXT,
    "membershipId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Ticket_museumId_fkey" FOREIGN KEY ("museumId") REFERENCES "Museum" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Ticket_membershipId_fkey" FOREIGN KEY ("membershipId") REFERENCES "Membership" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Ticket_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Ticket_ticketTypeId_fkey" FOREIGN KEY ("ticketTypeId") REFERENCES "TicketType" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Ticket_timeSlotId_fkey" FOREIGN KEY ("timeSlotId") REFERENCES "TimeSlot" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Ticket_reservationId_fkey" FOREIGN KEY ("reservationId") REFERENCES "TicketReservation" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Ticket_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Ticket" ("apiKeyId", "createdAt", "currency", "customerId", "id", "museumId", "orderId", "price", "reservationId", "status", "ticketTypeId", "timeSlotId", "updatedAt", "userId", "voidedAt") SELECT "apiKeyId", "createdAt", "currency", "customerId", "id", "museumId", "orderId", "price", "reservationId", "status", "ticketTypeId", "timeSlotId", "updatedAt", "userId", "voidedAt" FROM "Ticket";
DROP TABLE "Ticket";
ALTER TABLE "new_Ticket" RENAME TO "Ticket";
CREATE UNIQUE INDEX "Ticket_reservationId_key" ON "Ticket"("reservationId");
CREATE INDEX "Ticket_museumId_createdAt_id_idx" ON "Ticket"("museumId", "createdAt", "id");
CREATE INDEX "Ticket_ticketTypeId_idx" ON "Ticket"("ticketTypeId");
CREATE INDEX "Ticket_timeSlotId_idx" ON "Ticket"("timeSlotId");
CREATE INDEX "Ticket_customerId_idx" ON "Ticket"("customerId");
CREATE INDEX "Ticket_membershipId_idx" ON "Ticket"("membershipId");
CREATE INDEX "Ticket_orderId_idx" ON "Ticket"("orderId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;


-- Tickets sold before this column are given the card of their order's line of the same type (the
-- first such line: earlier orders could not tell two cards' places of one type apart).
UPDATE "Ticket" SET "membershipId" = (
  SELECT "OrderLine"."membershipId" FROM "OrderLine"
  WHERE "OrderLine"."orderId" = "Ticket"."orderId" AND "OrderLine"."ticketTypeId" = "Ticket"."ticketTypeId" AND "OrderLine"."membershipId" IS NOT NULL
  ORDER BY "OrderLine"."position" LIMIT 1
) WHERE "orderId" IS NOT NULL;
