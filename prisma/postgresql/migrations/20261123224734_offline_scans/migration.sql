-- CreateTable
CREATE TABLE "OfflineScan" (
    "id" TEXT NOT NULL,
    "museumId" TEXT NOT NULL,
    "deviceScanId" TEXT NOT NULL,
    "deviceId" TEXT NOT NULL,
    "entrance" TEXT,
    "scannedAt" TIMESTAMP(3) NOT NULL,
    "syncedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "kind" TEXT,
    "ticketId" TEXT,
    "membershipId" TEXT,
    "phoneDecision" TEXT NOT NULL,
    "phoneReason" TEXT,
    "outcome" TEXT NOT NULL,
    "reason" TEXT,
    "checkInId" TEXT,
    "userId" TEXT,
    "apiKeyId" TEXT,

    CONSTRAINT "OfflineScan_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OfflineScan_museumId_scannedAt_id_idx" ON "OfflineScan"("museumId", "scannedAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "OfflineScan_museumId_deviceScanId_key" ON "OfflineScan"("museumId", "deviceScanId");

-- AddForeignKey
ALTER TABLE "OfflineScan" ADD CONSTRAINT "OfflineScan_museumId_fkey" FOREIGN KEY ("museumId") REFERENCES "Museum"("id") ON DELETE CASCADE ON UPDATE CASCADE;

