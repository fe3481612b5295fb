import { randomUUID } from "node:crypto";
import type { Duplex } from "node:stream";
import { errorMessages, type ErrorCode } from "@/lib/errors/app-error";
import type { ErrorBody } from "@/lib/http/error-response";
import { errorStatus } from "@/lib/http/error-status";

// Requests node:http cannot parse (headers over its 16 KiB limit, broken request lines) never reach
// a handler; Node's own answer is a bare status line. This answers them with the documented error
// body instead, then closes the connection, since the rest of its bytes cannot be trusted.

const reasons: Record<number, string> = { 400: "Bad Request", 431: "Request Header Fields Too Large" };

export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const code: ErrorCode = error.code === "HPE_HEADER_OVERFLOW" ? "HEADERS_TOO_LARGE" : "MALFORMED_REQUEST";
  const status = errorStatus[code];
  const requestId = randomUUID();
  const body: ErrorBody = { error: { code, message: errorMessages[code], requestId } };
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${reasons[status]}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(json)}\r\n` +
      `x-request-id: ${requestId}\r\nconnection: close\r\n\r\n${json}`,
  );
}
