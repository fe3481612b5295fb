import { parseQrData } from "@/lib/qr/code-format";

/** Whether a scanned text is a group visit's code, which the door asks "how many are here?" about (docs/admission.md, "Groups"). */
export const isGroupCode = (text: string): boolean => parseQrData(text.trim())?.kind === "group";
