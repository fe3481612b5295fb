"use client";

import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { useTranslations } from "use-intl";

/** A membership's signed QR code, drawn in the browser from its content, with a download link. */
export function MembershipQr({ qrData, name }: { qrData: string; name: string }) {
  const t = useTranslations("MembershipQr");
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

  if (!source) return <div style={{ width: 176, height: 176 }} className="card" aria-hidden="true" />;
  return (
    <figure style={{ margin: 0, display: "grid", gap: "0.5rem", justifyItems: "start" }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data URL made here: nothing for next/image to optimise */}
      <img src={source} width={176} height={176} alt={t("alt", { name })} style={{ background: "#fff", borderRadius: 8 }} />
      <a className="small" href={source} download={`membership-${name.replace(/[^\w-]+/g, "-")}.svg`}>
        {t("download")}
      </a>
    </figure>
  );
}
