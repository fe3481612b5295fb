/** A non-JSON answer for apiRoute handlers: the body as is, with its content type. */
export function fileResponse({ contentType, body }: { contentType: string; body: Uint8Array | string }): Response {
  return new Response(typeof body === "string" ? body : new Uint8Array(body), { status: 200, headers: { "content-type": contentType } });
}
