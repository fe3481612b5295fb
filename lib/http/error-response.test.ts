import { describe, expect, it } from "vitest";
import { toAppError } from "@/lib/errors/to-app-error";
import { errorResponse } from "./error-response";

// The database faults that must reach callers as 503 SERVICE_UNAVAILABLE with Retry-After (they can
// retry), and what stays a 500. tests/reliability/database-outage.test.ts shows them on a live server.

// The mapper logs what it maps; these faults are made up.
process.env.LOG_LEVEL = "silent";

const codeOf = (error: unknown) => toAppError(error, "test-request").code;

describe("database faults in the one error body", () => {
  it("are SERVICE_UNAVAILABLE when Prisma codes them as unreachable, timed out or contended", () => {
    for (const code of ["P1001", "P1002", "P1008", "P1017", "P2024", "P2028", "P2034", "P2037"]) {
      expect(codeOf(Object.assign(new Error("x"), { code })), code).toBe("SERVICE_UNAVAILABLE");
    }
  });

  it("are SERVICE_UNAVAILABLE when a driver reports a lost connection, a pool timeout or a locked or unusable SQLite file", () => {
    const messages = [
      "connect ECONNREFUSED 127.0.0.1:5432",
      "Connection terminated unexpectedly",
      "timeout exceeded when trying to connect",
      "Connection terminated due to connection timeout",
      "Client has encountered a connection error and is not queryable",
      "Client was closed and is not queryable",
      "\nInvalid `prisma.$queryRawUnsafe()` invocation:\n\n\nRaw query failed. Code: `N/A`. Message: `Server has closed the connection.`",
      "database is locked",
    ];
    for (const message of messages) expect(codeOf(new Error(message)), message).toBe("SERVICE_UNAVAILABLE");
    for (const code of ["SQLITE_BUSY", "SQLITE_BUSY_SNAPSHOT", "SQLITE_LOCKED", "SQLITE_IOERR_WRITE", "SQLITE_CANTOPEN", "SQLITE_FULL", "SQLITE_READONLY"]) {
      expect(codeOf(Object.assign(new Error("disk trouble"), { code })), code).toBe("SERVICE_UNAVAILABLE");
      const wrapped = Object.assign(new Error("driver error"), { name: "DriverAdapterError", cause: { kind: "GenericJs", originalCode: code } });
      expect(codeOf(wrapped), `wrapped ${code}`).toBe("SERVICE_UNAVAILABLE");
    }
  });

  it("answer 503 with Retry-After", async () => {
    const response = errorResponse(new Error("Connection terminated unexpectedly"), "test-request");
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await response.json()).toMatchObject({ error: { code: "SERVICE_UNAVAILABLE", requestId: "test-request" } });
  });

  it("leave other faults a bare 500 that names nothing internal", async () => {
    for (const error of [new Error("SQLITE_CORRUPT: database disk image is malformed"), Object.assign(new Error("x"), { code: "SQLITE_CORRUPT" }), new TypeError("x is undefined")]) {
      const response = errorResponse(error, "test-request");
      expect(response.status).toBe(500);
      expect(response.headers.get("retry-after")).toBeNull();
      expect(JSON.stringify(await response.json())).not.toMatch(/SQLITE|undefined/);
    }
  });
});
