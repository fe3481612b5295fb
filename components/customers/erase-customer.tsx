"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog, dialogStyles } from "@/components/common/confirm-dialog";
import { useMuseum } from "@/components/shell/museum-context";
import { eraseCustomer } from "@/lib/dashboard/documents/customer-changes";
import type { CustomerDetail } from "@/lib/dashboard/documents/people";
import { museumKeys } from "@/lib/dashboard/query-keys";

// Erasure on request (docs/operations.md, "Erasure on request"), for owners and admins only (the
// server refuses everyone else): the staff member types the customer's name to confirm, since it
// cannot be undone.

/** What is typed to confirm: the customer's name, or the word ERASE when the name is hard to type exactly. */
export function erasureWord(name: string): string {
  return name.trim().length >= 2 ? name.trim() : "ERASE";
}

export function EraseCustomer({ customer, onErased }: { customer: CustomerDetail; onErased: (message: string) => void }) {
  const museum = useMuseum();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  if (museum.role !== "OWNER" && museum.role !== "ADMIN") return null;
  const word = erasureWord(customer.name);
  const matches = typed.trim().toLowerCase() === word.toLowerCase();

  return (
    <section className="card stack-tight" aria-labelledby="erase-heading">
      <h2 id="erase-heading">Erasure on request</h2>
      <p className="muted">When a person asks for their data to be erased (GDPR Art. 17). Only owners and admins can do this.</p>
      <div className={dialogStyles.actions}>
        <button className="button button-danger" type="button" onClick={() => setOpen(true)}>
          Erase this person…
        </button>
      </div>
      {open ? (
        <ConfirmDialog
          confirmation={{
            title: `Erase ${customer.name}?`,
            text: (
              <>
                <p>
                  Erasure removes this person’s name, email address, member number and custom field values from Foyer, cancels their memberships (their QR codes stop
                  admitting), and removes their address and content from sent emails, orders, webhook deliveries and the audit trail.
                </p>
                <p>
                  Tickets, orders and visits stay counted in reports, without the person. <strong>This cannot be undone.</strong>
                </p>
              </>
            ),
            confirm: "Erase this person",
            danger: true,
            run: () => eraseCustomer(museum.id, customer.id),
            done: "The customer’s personal data is erased.",
          }}
          ready={matches}
          onCancel={() => {
            setOpen(false);
            setTyped("");
          }}
          onDone={async (message) => {
            setOpen(false);
            await queryClient.invalidateQueries({ queryKey: museumKeys.customers(museum.id) });
            await queryClient.invalidateQueries({ queryKey: museumKeys.memberships(museum.id) });
            await queryClient.invalidateQueries({ queryKey: museumKeys.outbox(museum.id) });
            onErased(message);
          }}
        >
          <div className="field">
            <label className="field-label" htmlFor="erase-confirm">
              Type <strong>{word}</strong> to confirm
            </label>
            <input id="erase-confirm" className="input" autoComplete="off" value={typed} onChange={(change) => setTyped(change.target.value)} />
          </div>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
