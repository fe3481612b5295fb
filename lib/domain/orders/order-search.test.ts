import { describe, expect, it } from "vitest";
import { orderFilter } from "./order-search";

// What the Orders page's search box asks the server for (docs/dashboard.md, "Orders").

const now = new Date("2027-03-01T10:00:00Z");
const ticketId = "0f1e2d3c-4b5a-4697-8877-665544332211";
const ticketCode = `https://foyer.example/t/${ticketId}?v=1&k=abcdEFGH&sig=${"A".repeat(43)}`;
const parsed = (search: string, status: Parameters<typeof orderFilter>[0]["status"] = null, timeSlotId: string | null = null) =>
  JSON.parse(orderFilter({ search, status, timeSlotId, now }) ?? "null");

describe("orderFilter", () => {
  it("asks for every order when nothing is chosen", () => {
    expect(orderFilter({ search: "  ", status: null, timeSlotId: null, now })).toBeNull();
  });

  it("reads a pasted ticket code as its ticket's order", () => {
    expect(parsed(` ${ticketCode} `)).toEqual({ operator: "EQUAL", fieldName: "TICKETS.ID", value: ticketId });
  });

  it("reads an order number as that order, and other text as part of an email or customer name", () => {
    expect(parsed(ticketId.toUpperCase())).toEqual({ operator: "EQUAL", fieldName: "ID", value: ticketId });
    expect(parsed("ada")).toEqual({
      operator: "OR",
      conditions: [
        { operator: "CONTAINS", fieldName: "EMAIL", value: "ada" },
        { operator: "CONTAINS", fieldName: "CUSTOMER.NAME", value: "ada" },
      ],
    });
  });

  it("counts a hold past its end as expired, not held", () => {
    const ends = (operator: string) => ({ operator, fieldName: "EXPIRES_AT", value: now.toISOString() });
    expect(parsed("", "HELD")).toEqual({ operator: "AND", conditions: [{ operator: "EQUAL", fieldName: "STATUS", value: "HELD" }, ends("GREATER")] });
    expect(parsed("", "EXPIRED")).toEqual({
      operator: "OR",
      conditions: [
        { operator: "EQUAL", fieldName: "STATUS", value: "EXPIRED" },
        { operator: "AND", conditions: [{ operator: "EQUAL", fieldName: "STATUS", value: "HELD" }, ends("LESSER_OR_EQUAL")] },
      ],
    });
  });

  it("joins the search, status and time slot", () => {
    expect(parsed("ada", "CONFIRMED", "slot-1").conditions.slice(1)).toEqual([
      { operator: "EQUAL", fieldName: "STATUS", value: "CONFIRMED" },
      { operator: "EQUAL", fieldName: "TIME_SLOT_ID", value: "slot-1" },
    ]);
  });
});
