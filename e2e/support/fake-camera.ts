import QRCode from "qrcode";
import { writeFileSync } from "node:fs";

// A camera's worth of video for Chromium's fake capture device: a QR code, drawn from its module
// matrix onto a grey 640×480 scene, as a raw YUV 4:2:0 (Y4M) clip that Chromium plays in a loop.

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 10;
const QUIET_ZONE = 4;
const BLACK = 16;
const WHITE = 235;
const BACKGROUND = 120;

export function writeQrVideo(text: string, path: string): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const scale = Math.floor((Math.min(WIDTH, HEIGHT) - 40) / (modules.size + 2 * QUIET_ZONE));
  const side = (modules.size + 2 * QUIET_ZONE) * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);

  const luma = Buffer.alloc(WIDTH * HEIGHT, BACKGROUND);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const row = Math.floor(y / scale) - QUIET_ZONE;
      const column = Math.floor(x / scale) - QUIET_ZONE;
      const dark = row >= 0 && column >= 0 && row < modules.size && column < modules.size && modules.get(row, column) === 1;
      luma[(top + y) * WIDTH + left + x] = dark ? BLACK : WHITE;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}
