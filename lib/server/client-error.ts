import { randomUUID } from "node:crypto";
import type { Duplex } from "node:stream";
import { AppError, type ErrorCode } from "@/lib/errors/app-error";
import { errorBody } from "@/lib/http/error-response";
import { errorStatus } from "@/lib/http/error-status";

// Requests node:http cannot parse (headers over its 16 KiB limit, broken request lines) never reach
// a handler; Node's own answer is a bare status line. This answers them with the documented error
// body instead, then closes the connection, since the rest of its bytes cannot be trusted.
//
// The client may still be sending (a long URL with a large body): destroying the socket with its bytes
// unread makes the kernel reset the connection, and a reset can discard the answer before the client
// reads it. So the answer goes out with a half-close, and what follows is read and dropped until the
// client closes, for at most LINGER_MS. Node's parser also stays in error and calls this again for each
// later chunk; those calls find the socket already answered.

const LINGER_MS = 5_000;
const answered = new WeakSet<Duplex>();

const reasons: Record<number, string> = { 400: "Bad Request", 431: "Request Header Fields Too Large" };

export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === "ECONNRESET") {
    socket.destroy();
    return;
  }
  if (answered.has(socket)) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  answered.add(socket);
  const code: ErrorCode = error.code === "HPE_HEADER_OVERFLOW" ? "HEADERS_TOO_LARGE" : "MALFORMED_REQUEST";
  const status = errorStatus[code];
  const requestId = randomUUID();
  const json = JSON.stringify(errorBody(new AppError(code), requestId));
  socket.end(
    `HTTP/1.1 ${status} ${reasons[status]}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(json)}\r\n` +
      `x-request-id: ${requestId}\r\nconnection: close\r\n\r\n${json}`,
  );
  socket.removeAllListeners("data");
  socket.on("data", () => undefined);
  socket.resume();
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
