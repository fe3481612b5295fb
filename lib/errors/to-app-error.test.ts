import { describe, expect, it } from "vitest";
import { toAppError } from "./to-app-error";

// Driver errors shaped as Prisma's driver adapters throw them (a DriverAdapterError whose cause names
// its kind): a lost connection is the database being away, a retry later succeeds; a kind that is a
// fault of the statement is not.

const adapterError = (kind: string) => Object.assign(new Error(kind), { name: "DriverAdapterError", cause: { kind } });

describe("toAppError", () => {
  it("answers SERVICE_UNAVAILABLE for connections closed, unreachable, timed out or exhausted", () => {
    for (const kind of ["ConnectionClosed", "DatabaseNotReachable", "SocketTimeout", "TooManyConnections"]) {
      expect(toAppError(adapterError(kind), "request").code, kind).toBe("SERVICE_UNAVAILABLE");
    }
  });

  it("answers SERVICE_UNAVAILABLE for PostgreSQL going away or aborting this side", () => {
    for (const code of ["57P01", "57P03", "40P01"]) {
      const error = Object.assign(new Error("postgres"), { name: "DriverAdapterError", cause: { kind: "postgres", code } });
      expect(toAppError(error, "request").code, code).toBe("SERVICE_UNAVAILABLE");
    }
  });

  it("keeps other driver failures internal errors", () => {
    expect(toAppError(adapterError("ColumnNotFound"), "request").code).toBe("INTERNAL_ERROR");
  });
});
