-- Mends 20261128103329_ticket_membership's back-fill, which gave every ticket of an order's type the
-- first carded line's card: two members' places of one type were both pinned to the first card.
-- Only that pattern is touched: an order and type with lines of two or more cards whose tickets all
-- hold the first line's card. An order made since stores each line's card on its own tickets, so its
-- tickets hold several cards (or none, once retention forgot them) and never match.
-- The tickets are shared out over the cards, each card as many as its lines' quantities, in line
-- order; a ticket let in at the door with one of the cards keeps that card; tickets left over (an
-- uncarded line's) hold none. The shares are read into a table first, so the update cannot see itself.
CREATE TEMPORARY TABLE "_TicketCardShare" AS
WITH "carded" AS (
  SELECT "orderId", "ticketTypeId", "membershipId", "position", "quantity" FROM "OrderLine" WHERE "membershipId" IS NOT NULL
),
"firstCard" AS (
  SELECT "orderId", "ticketTypeId", "membershipId" FROM (
    SELECT "orderId", "ticketTypeId", "membershipId", ROW_NUMBER() OVER (PARTITION BY "orderId", "ticketTypeId" ORDER BY "position") AS "n" FROM "carded"
  ) AS "ranked" WHERE "n" = 1
),
"pinned" AS (
  SELECT "f"."orderId", "f"."ticketTypeId" FROM "firstCard" AS "f"
  WHERE (SELECT COUNT(DISTINCT "c"."membershipId") FROM "carded" AS "c" WHERE "c"."orderId" = "f"."orderId" AND "c"."ticketTypeId" = "f"."ticketTypeId") >= 2
    AND NOT EXISTS (
      SELECT 1 FROM "Ticket" AS "t" WHERE "t"."orderId" = "f"."orderId" AND "t"."ticketTypeId" = "f"."ticketTypeId"
        AND ("t"."membershipId" IS NULL OR "t"."membershipId" <> "f"."membershipId")
    )
),
"cards" AS (
  SELECT "c"."orderId", "c"."ticketTypeId", "c"."membershipId", SUM("c"."quantity") AS "places", MIN("c"."position") AS "firstPosition"
  FROM "carded" AS "c" JOIN "pinned" AS "p" ON "p"."orderId" = "c"."orderId" AND "p"."ticketTypeId" = "c"."ticketTypeId"
  GROUP BY "c"."orderId", "c"."ticketTypeId", "c"."membershipId"
),
"tickets" AS (
  SELECT "t"."id", "t"."orderId", "t"."ticketTypeId", "t"."createdAt",
    (SELECT "ci"."membershipId" FROM "CheckIn" AS "ci" WHERE "ci"."ticketId" = "t"."id" AND "ci"."membershipId" IS NOT NULL
      ORDER BY "ci"."checkedInAt", "ci"."id" LIMIT 1) AS "admittedWith"
  FROM "Ticket" AS "t" JOIN "pinned" AS "p" ON "p"."orderId" = "t"."orderId" AND "p"."ticketTypeId" = "t"."ticketTypeId"
),
"kept" AS (
  SELECT "a"."id", "a"."orderId", "a"."ticketTypeId", "a"."admittedWith" AS "membershipId" FROM (
    SELECT "id", "orderId", "ticketTypeId", "admittedWith",
      ROW_NUMBER() OVER (PARTITION BY "orderId", "ticketTypeId", "admittedWith" ORDER BY "createdAt", "id") AS "n"
    FROM "tickets" WHERE "admittedWith" IS NOT NULL
  ) AS "a"
  JOIN "cards" AS "cd" ON "cd"."orderId" = "a"."orderId" AND "cd"."ticketTypeId" = "a"."ticketTypeId" AND "cd"."membershipId" = "a"."admittedWith"
  WHERE "a"."n" <= "cd"."places"
),
"spare" AS (
  SELECT "cd"."orderId", "cd"."ticketTypeId", "cd"."membershipId", "cd"."firstPosition",
    "cd"."places" - (SELECT COUNT(*) FROM "kept" AS "k" WHERE "k"."orderId" = "cd"."orderId" AND "k"."ticketTypeId" = "cd"."ticketTypeId" AND "k"."membershipId" = "cd"."membershipId") AS "places"
  FROM "cards" AS "cd"
),
"upTo" AS (
  SELECT "orderId", "ticketTypeId", "membershipId", "places",
    SUM("places") OVER (PARTITION BY "orderId", "ticketTypeId" ORDER BY "firstPosition" ROWS UNBOUNDED PRECEDING) AS "last"
  FROM "spare"
),
"rest" AS (
  SELECT "id", "orderId", "ticketTypeId", ROW_NUMBER() OVER (PARTITION BY "orderId", "ticketTypeId" ORDER BY "createdAt", "id") AS "n"
  FROM "tickets" WHERE "id" NOT IN (SELECT "id" FROM "kept")
)
SELECT "id", "membershipId" FROM "kept"
UNION ALL
SELECT "r"."id", (
  SELECT "u"."membershipId" FROM "upTo" AS "u"
  WHERE "u"."orderId" = "r"."orderId" AND "u"."ticketTypeId" = "r"."ticketTypeId" AND "r"."n" > "u"."last" - "u"."places" AND "r"."n" <= "u"."last"
) FROM "rest" AS "r";

UPDATE "Ticket" SET "membershipId" = (SELECT "s"."membershipId" FROM "_TicketCardShare" AS "s" WHERE "s"."id" = "Ticket"."id")
WHERE "id" IN (SELECT "id" FROM "_TicketCardShare");

DROP TABLE "_TicketCardShare";
