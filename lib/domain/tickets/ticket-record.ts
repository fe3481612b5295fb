// The public shape of a ticket, as every door returns it.
export interface TicketRecord {
  id: string;
  ticketTypeId: string;
  timeSlotId: string | null;
  reservationId: string | null;
  customerId: string | null;
  status: string;
  price: number;
  currency: string;
  createdAt: Date;
  updatedAt: Date;
}

export const ticketSelect = {
  id: true,
  ticketTypeId: true,
  timeSlotId: true,
  reservationId: true,
  customerId: true,
  status: true,
  price: true,
  currency: true,
  createdAt: true,
  updatedAt: true,
} as const;
