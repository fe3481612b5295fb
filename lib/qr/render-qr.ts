import QRCode from "qrcode";

// Error correction M and a 4-module quiet zone: reads reliably from a phone screen or a print.
const OPTIONS = { errorCorrectionLevel: "M", margin: 4 } as const;

/**
 * A PNG at most `width` pixels wide whose modules are each a whole number of pixels: stretched to an
 * exact width, some modules came out a pixel wider than others, and about one code in two thousand
 * then defeated a strict reader (jsQR).
 */
export function qrPng(data: string, width = 320): Promise<Buffer> {
  const modulesAcross = QRCode.create(data, OPTIONS).modules.size + 2 * OPTIONS.margin;
  return QRCode.toBuffer(data, { ...OPTIONS, type: "png", scale: Math.max(1, Math.floor(width / modulesAcross)) });
}

export function qrSvg(data: string): Promise<string> {
  return QRCode.toString(data, { ...OPTIONS, type: "svg" });
}

export type QrImageFormat = "png" | "svg";

const CONTENT_TYPE: Record<QrImageFormat, string> = { png: "image/png", svg: "image/svg+xml" };

export interface QrImage {
  contentType: string;
  body: Uint8Array | string;
}

/** A code's content as an image file, for the QR image endpoints. */
export async function qrImage(data: string, format: QrImageFormat): Promise<QrImage> {
  return { contentType: CONTENT_TYPE[format], body: format === "png" ? new Uint8Array(await qrPng(data)) : await qrSvg(data) };
}
