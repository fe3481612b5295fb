import { describe, expect, it } from "vitest";
import { apiClient } from "../support/api-client";
import { testProviders } from "../support/databases";
import { useFoyer } from "../support/foyer-fixture";
import { decodeQrPng } from "../support/smtp-sink";
import { createTicketing } from "../support/ticketing-fixtures";

// Every ticket carries a signed code for the door (docs/api.md, "Tickets"), as its record's qrData
// and as PNG and SVG images.

const PUBLIC_URL = "https://tickets.museum.test";

describe.each(testProviders())("ticket codes on %s", (provider) => {
  const foyer = useFoyer(provider, { museums: ["codes-a", "codes-b"], env: { PUBLIC_URL } });
  const museumA = foyer.museum("codes-a");
  const museumB = foyer.museum("codes-b");

  it("gives a sold ticket a signed code, the same on every read, and renders it as PNG and SVG", async () => {
    const api = apiClient(foyer.baseUrl, museumA.apiKey);
    const ticketing = await createTicketing(museumA.museumId, { capacity: 3 });
    const sold = await api.post("/v1/tickets", { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId });
    expect(sold.status).toBe(201);
    const { id, qrData } = sold.body as { id: string; qrData: string };
    expect(qrData).toMatch(new RegExp(`^${PUBLIC_URL}/t/${id}\\?v=2&k=[\\w-]{8}&sig=[\\w-]{86}$`));
    expect((await api.get(`/v1/tickets/${id}`)).body.qrData).toBe(qrData);
    const listed = await api.get("/v1/tickets");
    expect(listed.body.list.find((ticket: { id: string }) => ticket.id === id).qrData).toBe(qrData);

    const png = await fetch(`${foyer.baseUrl}/v1/tickets/${id}/qr.png`, { headers: { authorization: `Bearer ${museumA.apiKey}` } });
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(decodeQrPng(Buffer.from(await png.arrayBuffer()))).toBe(qrData);
    const svg = await fetch(`${foyer.baseUrl}/v1/tickets/${id}/qr.svg`, { headers: { authorization: `Bearer ${museumA.apiKey}` } });
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    expect(await svg.text()).toContain("<svg");
  });

  it("keeps a ticket's code from other museums, and never lets it pass as a membership card", async () => {
    const api = apiClient(foyer.baseUrl, museumA.apiKey);
    const ticketing = await createTicketing(museumA.museumId);
    const { body } = await api.post("/v1/tickets", { ticketTypeId: ticketing.ticketTypeId, timeSlotId: ticketing.timeSlotId });
    const other = await fetch(`${foyer.baseUrl}/v1/tickets/${body.id}/qr.png`, { headers: { authorization: `Bearer ${museumB.apiKey}` } });
    expect(other.status).toBe(404);
    expect((await other.json()).error.code).toBe("TICKET_NOT_FOUND");
    const asMembership = await api.get(`/v1/verify-membership-qr-code/${encodeURIComponent(body.qrData)}`);
    expect(asMembership.body).toEqual({ valid: false });
  });
});
