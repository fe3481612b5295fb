-- AlterTable
ALTER TABLE "Ticket" ADD COLUMN     "apiKeyId" TEXT,
ADD COLUMN     "userId" TEXT;


-- Tickets sold before this migration: who sold them, from the audit trail's entry for the sale
-- (docs/audit.md). A ticket without one keeps neither and reports as channel UNKNOWN.
UPDATE "Ticket" SET
  "apiKeyId" = (SELECT "a"."apiKeyId" FROM "AuditEntry" AS "a"
    WHERE "a"."museumId" = "Ticket"."museumId" AND "a"."entity" = 'ticket' AND "a"."entityId" = "Ticket"."id" AND "a"."action" = 'create'
    ORDER BY "a"."id" LIMIT 1),
  "userId" = (SELECT "a"."userId" FROM "AuditEntry" AS "a"
    WHERE "a"."museumId" = "Ticket"."museumId" AND "a"."entity" = 'ticket' AND "a"."entityId" = "Ticket"."id" AND "a"."action" = 'create'
    ORDER BY "a"."id" LIMIT 1);
