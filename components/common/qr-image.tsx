"use client";

import QRCode from "qrcode";
import { useEffect, useState } from "react";

/**
 * A signed code (a ticket's, a group's or a membership's) drawn in the browser as an SVG data URL, so
 * no code leaves the page to be drawn; null while it is being drawn.
 */
export function useQrImage(qrData: string): string | null {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toString(qrData, { type: "svg", errorCorrectionLevel: "M", margin: 4 }).then((svg) => {
      if (current) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      current = false;
    };
  }, [qrData]);
  return source;
}

/** The code as a square image of `size` pixels, an empty square of that size while it is drawn. */
export function QrImage({ qrData, label, size = 160 }: { qrData: string; label: string; size?: number }) {
  const source = useQrImage(qrData);
  if (!source) return <div style={{ width: size, height: size }} aria-hidden="true" />;
  // eslint-disable-next-line @next/next/no-img-element -- a data URL made here: nothing for next/image to optimise
  return <img src={source} width={size} height={size} alt={label} style={{ background: "#fff" }} />;
}
