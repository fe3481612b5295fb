import { randomBytes, randomUUID } from "node:crypto";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { qrPng } from "./render-qr";

// The ticket and membership images (docs/email-and-qr.md): whole-pixel modules, within the width asked.
describe("qrPng", () => {
  it("draws every module a whole number of pixels wide, no wider than asked, readable by a strict reader", async () => {
    for (const width of [240, 320]) {
      for (const signatureBytes of [16, 64, 96]) {
        const data = `http://localhost:3000/t/${randomUUID()}?v=2&k=Lquxna3I&sig=${randomBytes(signatureBytes).toString("base64url")}`;
        const image = PNG.sync.read(await qrPng(data, width));
        const modulesAcross = QRCode.create(data, { errorCorrectionLevel: "M" }).modules.size + 8;
        expect(image.width).toBeLessThanOrEqual(width);
        expect(image.width % modulesAcross, `${image.width} px for ${modulesAcross} modules`).toBe(0);
        expect(image.width / modulesAcross).toBeGreaterThanOrEqual(3);
        expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(data);
      }
    }
  });
});
