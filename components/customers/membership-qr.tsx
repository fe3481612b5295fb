"use client";

import { useTranslations } from "use-intl";
import { useQrImage } from "@/components/common/qr-image";

/** A membership's signed QR code, drawn in the browser from its content, with a download link. */
export function MembershipQr({ qrData, name }: { qrData: string; name: string }) {
  const t = useTranslations("MembershipQr");
  const source = useQrImage(qrData);

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
