// The public shape of an outbox email: what was sent to whom, where delivery stands, and every attempt.
export interface EmailAttemptRecord {
  attemptNumber: number;
  transport: string;
  startedAt: Date;
  finishedAt: Date | null;
  ok: boolean;
  error: string | null;
}

export interface EmailRecord {
  id: string;
  membershipId: string | null;
  orderId: string | null;
  kind: string;
  to: string;
  subject: string;
  language: string;
  status: string;
  attempts: number;
  nextAttemptAt: Date | null;
  lastError: string | null;
  sentAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  history: EmailAttemptRecord[];
}

export const emailSelect = {
  id: true,
  membershipId: true,
  orderId: true,
  kind: true,
  to: true,
  subject: true,
  language: true,
  status: true,
  attempts: true,
  nextAttemptAt: true,
  lastError: true,
  sentAt: true,
  createdAt: true,
  updatedAt: true,
  history: {
    select: { attemptNumber: true, transport: true, startedAt: true, finishedAt: true, ok: true, error: true },
    orderBy: { attemptNumber: "asc" as const },
  },
} as const;

/** The next attempt time only means something while the email still waits for one. */
export function toEmailRecord(row: Omit<EmailRecord, "nextAttemptAt"> & { nextAttemptAt: Date }): EmailRecord {
  return { ...row, nextAttemptAt: row.status === "QUEUED" ? row.nextAttemptAt : null };
}
