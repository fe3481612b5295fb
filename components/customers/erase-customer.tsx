"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslations } from "use-intl";
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
  const t = useTranslations("EraseCustomer");
  const museum = useMuseum();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  if (museum.role !== "OWNER" && museum.role !== "ADMIN") return null;
  const word = erasureWord(customer.name);
  const matches = typed.trim().toLowerCase() === word.toLowerCase();

  return (
    <section className="card stack-tight" aria-labelledby="erase-heading">
      <h2 id="erase-heading">{t("title")}</h2>
      <p className="muted">{t("lead")}</p>
      <div className={dialogStyles.actions}>
        <button className="button button-danger" type="button" onClick={() => setOpen(true)}>
          {t("open")}
        </button>
      </div>
      {open ? (
        <ConfirmDialog
          confirmation={{
            title: t("confirmTitle", { name: customer.name }),
            text: (
              <>
                <p>{t("whatHappens")}</p>
                <p>
                  {t("whatStays")} <strong>{t("cannotBeUndone")}</strong>
                </p>
              </>
            ),
            confirm: t("confirm"),
            danger: true,
            run: () => eraseCustomer(museum.id, customer.id),
            done: t("done"),
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
              {t.rich("typeToConfirm", { word, strong: (chunks) => <strong>{chunks}</strong> })}
            </label>
            <input id="erase-confirm" className="input" autoComplete="off" value={typed} onChange={(change) => setTyped(change.target.value)} />
          </div>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
