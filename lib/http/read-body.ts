import { AppError, NUL_MESSAGE } from "@/lib/errors/app-error";

// The largest JSON body any /v1 endpoint accepts. Documented in the README and the OpenAPI document.
export const MAX_BODY_BYTES = 1_048_576;

const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", `The body may be at most ${MAX_BODY_BYTES} bytes.`);

/** Reads the body as text within the size limit. */
export async function readBodyText(request: Request): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  return readLimited(request);
}

/** As readBodyText, for a body already read into memory (its Content-Length header as sent, or null). */
export function bodyTextWithinLimit(contentLength: string | null, bytes: Uint8Array | undefined): string {
  if (Number(contentLength ?? "0") > MAX_BODY_BYTES || (bytes?.byteLength ?? 0) > MAX_BODY_BYTES) throw tooLarge();
  return bytes ? new TextDecoder("utf-8", { fatal: false }).decode(bytes) : "";
}

/** Parses a JSON body read by readBodyText. An empty body reads as `undefined`. */
export function parseJsonBody(request: Request, text: string): unknown {
  return parseJsonText(request.headers.get("content-type"), text);
}

/** As parseJsonBody, for a body sent with this Content-Type header (or none). */
export function parseJsonText(contentTypeHeader: string | null, text: string): unknown {
  if (text.trim() === "") return undefined;
  const contentType = contentTypeHeader ?? "application/json";
  if (!/^application\/([a-z.+-]*\+)?json\b/i.test(contentType)) throw new AppError("UNSUPPORTED_MEDIA_TYPE");
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError("INVALID_JSON");
  }
  if (ESCAPED_NUL.test(text)) throw new AppError("VALIDATION_ERROR", NUL_MESSAGE);
  return parsed;
}

// A NUL character can only reach a JSON string as the escape \u0000 (one not itself escaped).
// PostgreSQL cannot store it, and no name, email or note needs it, so it is refused on every database.
const ESCAPED_NUL = /(?:^|[^\\])(?:\\\\)*\\u0000/;

async function readLimited(request: Request): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8", { fatal: false }).decode(Buffer.concat(chunks));
}
