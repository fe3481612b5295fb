import { ZodError } from "zod";
import { describeError, logger } from "@/lib/log/logger";
import { AppError, NUL_MESSAGE, type ErrorCode } from "./app-error";

// The one normaliser every door (REST, GraphQL, MCP, OAuth) runs a thrown value through before
// putting it in its own form (docs/api.md, "Errors").

// Prisma's coded errors that a caller can act on. Everything else is logged and answered with a
// bare INTERNAL_ERROR, so no internal text leaks.
const prismaCodes: Record<string, ErrorCode> = {
  P2002: "ALREADY_EXISTS",
  P2003: "IN_USE",
  P2014: "IN_USE",
  P2025: "NOT_FOUND",
  // The database cannot be reached or did not answer in time; a retry later succeeds.
  P1001: "SERVICE_UNAVAILABLE",
  P1002: "SERVICE_UNAVAILABLE",
  P1008: "SERVICE_UNAVAILABLE",
  P1017: "SERVICE_UNAVAILABLE",
  P2024: "SERVICE_UNAVAILABLE",
  // A transaction that could not start, or was closed, within its time limit; a write conflict or
  // deadlock that the database resolved by aborting this side; too many connections.
  P2028: "SERVICE_UNAVAILABLE",
  P2034: "SERVICE_UNAVAILABLE",
  P2037: "SERVICE_UNAVAILABLE",
};

// PostgreSQL's refusals of text it cannot store (a NUL character that came in by a way the body check
// does not see, such as a GraphQL string literal): bad input, not a fault.
const unstorableText = new Set(["22021", "22P05"]);

// Driver errors that reach us uncoded: a connection refused, lost or not had within
// DATABASE_POOL_TIMEOUT_MS (PostgreSQL), the file locked by another process or unusable (SQLite).
// A pooled PostgreSQL client whose connection broke under a query answers later ones with "… is not
// queryable" until the pool drops it; a raw query whose connection closed under it comes back from
// Prisma as a known request error without a code, saying so.
const unavailableMessages =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|Connection terminated|timeout exceeded when trying to connect|is not queryable|Server has closed the connection|SQLITE_BUSY|database is locked|Can't reach database/i;
const unavailableSqliteCodes = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL|READONLY)/;
// Prisma's driver adapters name what went wrong in the error's cause: a connection closed under a
// transaction (a database dropping connections) arrives as DriverAdapterError "ConnectionClosed".
const unavailableAdapterKinds = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections", "TransactionWriteConflict"]);
// PostgreSQL's own codes for a server going away or refusing for now (kind "postgres"): shut down by
// an administrator or a failover, starting up, too many connections, a deadlock or serialization
// failure it resolved by aborting this side. A retry later succeeds.
const unavailablePostgresCodes = new Set(["57P01", "57P02", "57P03", "53300", "40P01", "40001"]);

type ThrownError = { code?: unknown; name?: unknown; message?: unknown; cause?: { code?: unknown; originalCode?: unknown; kind?: unknown } };

function databaseUnavailable(error: ThrownError): boolean {
  const codes = [error.code, error.cause?.code, error.cause?.originalCode];
  if (codes.some((code) => typeof code === "string" && unavailableSqliteCodes.test(code))) return true;
  if (error.name === "DriverAdapterError" && unavailableAdapterKinds.has(String(error.cause?.kind))) return true;
  if (error.name === "DriverAdapterError" && error.cause?.kind === "postgres" && unavailablePostgresCodes.has(String(error.cause.code))) return true;
  return typeof error.message === "string" && unavailableMessages.test(error.message);
}

/** Turns any thrown value into an AppError: coded errors keep their code; an unknown one is logged and becomes INTERNAL_ERROR. */
export function toAppError(error: unknown, requestId: string): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) {
    return new AppError(
      "VALIDATION_ERROR",
      undefined,
      error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
    );
  }
  const coded = error as ThrownError;
  if (coded.name === "DriverAdapterError" && unstorableText.has(String(coded.cause?.code))) return new AppError("VALIDATION_ERROR", NUL_MESSAGE);
  if (typeof coded.code === "string" && prismaCodes[coded.code]) return new AppError(prismaCodes[coded.code]!);
  if (databaseUnavailable(coded)) {
    logger.warn("database unavailable", { requestId, ...describeError(error) });
    return new AppError("SERVICE_UNAVAILABLE");
  }
  logger.error("unhandled error", { requestId, ...describeError(error) });
  return new AppError("INTERNAL_ERROR");
}
