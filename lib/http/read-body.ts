import { AppError } from "@/lib/errors/app-error";

// The largest JSON body any /v1 endpoint accepts. Documented in the README and the OpenAPI document.
export const MAX_BODY_BYTES = 1_048_576;

/** Reads the body as text within the size limit. */
export async function readBodyText(request: Request): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", `The body may be at most ${MAX_BODY_BYTES} bytes.`);
  return readLimited(request);
}

/** Parses a JSON body read by readBodyText. An empty body reads as `undefined`. */
export function parseJsonBody(request: Request, text: string): unknown {
  if (text.trim() === "") return undefined;
  const contentType = request.headers.get("content-type") ?? "application/json";
  if (!/^application\/([a-z.+-]*\+)?json\b/i.test(contentType)) throw new AppError("UNSUPPORTED_MEDIA_TYPE");
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("INVALID_JSON");
  }
}

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
      throw new AppError("PAYLOAD_TOO_LARGE", `The body may be at most ${MAX_BODY_BYTES} bytes.`);
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8", { fatal: false }).decode(Buffer.concat(chunks));
}
