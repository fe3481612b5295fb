-- AlterTable
ALTER TABLE "Order" ADD COLUMN "number" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Order_museumId_number_key" ON "Order"("museumId", "number");


-- Orders made before numbers get theirs here, with the alphabet of lib/domain/orders/order-number.ts
-- (30 signs, no 0/O, 1/I/L or U): the n-th order of a museum is n times 7^10 modulo 30^6, which is
-- different for every n (7^10 shares no factor with 30), written as six signs "XXX-XXX".
WITH "numbered" AS (
  SELECT "id", (ROW_NUMBER() OVER (PARTITION BY "museumId" ORDER BY "createdAt", "id") * 282475249) % 729000000 AS "n" FROM "Order"
)
UPDATE "Order" SET "number" = (
  SELECT substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', CAST(("n" / 24300000) % 30 AS INTEGER) + 1, 1)
      || substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', CAST(("n" / 810000) % 30 AS INTEGER) + 1, 1)
      || substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', CAST(("n" / 27000) % 30 AS INTEGER) + 1, 1)
      || '-'
      || substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', CAST(("n" / 900) % 30 AS INTEGER) + 1, 1)
      || substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', CAST(("n" / 30) % 30 AS INTEGER) + 1, 1)
      || substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', CAST("n" % 30 AS INTEGER) + 1, 1)
  FROM "numbered" WHERE "numbered"."id" = "Order"."id"
) WHERE "number" IS NULL;
