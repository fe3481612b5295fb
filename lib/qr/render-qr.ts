import QRCode from "qrcode";

// Error correction M and a 4-module quiet zone: reads reliably from a phone screen or a print.
const OPTIONS = { errorCorrectionLevel: "M", margin: 4 } as const;

export function qrPng(data: string, width = 320): Promise<Buffer> {
  return QRCode.toBuffer(data, { ...OPTIONS, type: "png", width });
}

export function qrSvg(data: string): Promise<string> {
  return QRCode.toString(data, { ...OPTIONS, type: "svg" });
}
