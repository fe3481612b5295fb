import { admissionKeys, rotateDataFolderAdmissionKey, type Rotation } from "@/lib/qr/admission-keys";

/** A key a phone imports to check v=2 codes offline (docs/admission.md, "Keys"). */
export interface PublicAdmissionKey {
  id: string;
  algorithm: "Ed25519";
  /** The 32 raw bytes of the Ed25519 public key, base64url. */
  publicKey: string;
  /** Whether new codes are signed with it; earlier keys only verify. */
  current: boolean;
}

/** The public halves of every key that verifies codes now. The same for every museum: each code's signature covers its museum. */
export function publicAdmissionKeys(): PublicAdmissionKey[] {
  const keys = admissionKeys();
  return [keys.current, ...keys.previous].map((key) => ({ id: key.id, algorithm: "Ed25519" as const, publicKey: key.publicKeyText, current: key === keys.current }));
}

/** `npm run cli -- admission-key rotate`: a new key for the data folder, the earlier one kept for verifying. */
export function rotateAdmissionKey(): Rotation {
  return rotateDataFolderAdmissionKey();
}
