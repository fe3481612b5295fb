"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { useMuseum } from "@/components/shell/museum-context";
import { dayWindow, longDay } from "@/lib/dashboard/calendar-day";
import { DashboardError } from "@/lib/dashboard/dashboard-error";
import { nextWithRoom, roomFor } from "@/lib/dashboard/desk-slots";
import { useErrorText } from "@/lib/dashboard/use-error-text";
import { fetchDeskDay, sellAtDesk, type DeskSaleInput, type DeskTicketType } from "@/lib/dashboard/documents/desk-sale";
import { formatMoney } from "@/lib/dashboard/form-values";
import { museumKeys } from "@/lib/dashboard/query-keys";
import { useDisplayLocale } from "@/lib/dashboard/i18n/use-display-locale";
import { zoneInWords } from "@/lib/i18n/zone-words";
import { useBrowserToday } from "@/lib/dashboard/use-browser-today";
import { nameForLanguage } from "@/lib/i18n/translated-name";
import { emailInput } from "@/lib/domain/customers/customer-schemas";
import { DeskCustomerFields, newDeskCustomer } from "./desk-customer";
import { slotChoices, typesOf } from "./desk-choices";
import { DeskGroupFields, NO_GROUP } from "./desk-group";
import styles from "./desk.module.css";

type PaymentMethod = DeskSaleInput["paymentMethod"];

// The server's own rule for an address (customer-schemas.ts), so what it would refuse is said beside the field first.
const goodEmail = (text: string) => emailInput.safeParse(text).success;

/** Refusals of the member's card rather than of a line: said beside the card's field. */
const CARD_REFUSALS = new Set(["MEMBERSHIP_NOT_VALID", "GUEST_LIMIT_REACHED"]);
/** A card the schema refuses (longer than any card) is no card of the museum's: said beside the card's field, not in the schema's words. */
const isCardDetail = ({ path }: { path: string }) => /^lines\.\d+\.membershipQrData$/.test(path);

export function DeskSale() {
  const today = useBrowserToday();
  const t = useTranslations("DeskSale");
  return today ? <DeskDaySale today={today} /> : <p className="empty">{t("loadingSlots")}</p>;
}

function DeskDaySale({ today }: { today: string }) {
  const errorText = useErrorText();
  const codeWords = useTranslations("ErrorCodes");
  const museum = useMuseum();
  const router = useRouter();
  const t = useTranslations("DeskSale");
  const locale = useDisplayLocale();
  const language = useLocale();
  const day = useQuery({
    queryKey: [...museumKeys.capacity(museum.id, today), "desk"],
    queryFn: () => {
      const { from, to } = dayWindow(today);
      return fetchDeskDay(museum.id, from, to);
    },
  });
  const choices = useMemo(() => {
    if (!day.data) return [];
    return slotChoices(today, day.data.slots, day.data.locations, museum, t, locale);
  }, [day.data, today, museum, t, locale]);

  const [pickedSlotId, setPickedSlotId] = useState<string | null>(null);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod | null>(null);
  const [customer, setCustomer] = useState(() => newDeskCustomer(language, museum.defaultLanguage));
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [emailError, setEmailError] = useState(false);
  const [group, setGroup] = useState(NO_GROUP);
  const [groupNameMissing, setGroupNameMissing] = useState(false);
  // "Now" is when the slots were read, so the choice stays put while staff fill in the sale.
  const next = nextWithRoom(choices, day.dataUpdatedAt, group.on);

  const chosen = choices.find(({ slot }) => slot.id === (pickedSlotId ?? next?.slot.id));
  const types = typesOf(chosen?.slot, day.data?.ticketTypes ?? []);
  const typeName = (type: DeskTicketType) => nameForLanguage(type.name, type.translations, language);
  // With a member's card, every line is the member's booking: their own place, or their guests (docs/orders.md, "Members book a slot").
  const card = customer.memberCard.trim();
  const lines = types.filter((type) => (quantities[type.id] ?? 0) > 0).map((type) => ({ ticketTypeId: type.id, quantity: quantities[type.id]!, ...(card ? { membershipQrData: card } : {}) }));
  const total = types.reduce((sum, type) => sum + type.price * (quantities[type.id] ?? 0), 0);
  const currency = types[0]?.currency ?? "EUR";
  // Each + stops at what is left: in the slot for every line together, and in the line's own type.
  const ticketCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const slotRoom = roomFor(chosen?.slot, group.on);
  const slotLeft = slotRoom - ticketCount;
  const noMoreWhy = (type: DeskTicketType) =>
    type.availableQuantity - (quantities[type.id] ?? 0) <= 0
      ? t("typeLimit", { name: typeName(type), count: type.availableQuantity })
      : slotLeft <= 0
        ? t("slotLimit", { count: slotRoom })
        : null;
  const needsCard = !card && types.some((type) => type.memberTicket && (quantities[type.id] ?? 0) > 0);
  const sellWhy = lines.length === 0 ? t("needTickets") : needsCard ? t("needMemberCard") : !paymentMethod ? t("needPayment") : null;

  const sale = useMutation({
    mutationFn: (input: DeskSaleInput) => sellAtDesk(museum.id, input),
    onSettled: () => day.refetch(),
    onSuccess: (orderId) => router.push(`/museums/${museum.id}/desk/orders/${orderId}/print`),
    onError: (error, input) => {
      // A refused line comes back as details [{ path: "lines.N" }] (docs/orders.md, "Selling at the desk").
      const byLine = error instanceof DashboardError ? error.details.filter((detail) => !isCardDetail(detail)) : [];
      setLineErrors(
        Object.fromEntries(byLine.flatMap(({ path, message }) => {
          const line = input.lines[Number(/^lines\.(\d+)/.exec(path)?.[1] ?? Number.NaN)];
          // The server words the reason in English; other languages name the line's type and the refusal's code.
          const type = types.find((candidate) => candidate.id === line?.ticketTypeId);
          const said = language === "en" || !type ? message : `${typeName(type)}: ${errorText(error)}`;
          return line ? [[line.ticketTypeId, said]] : [];
        })),
      );
    },
  });

  const change = (typeId: string, by: number) => {
    setQuantities((current) => ({ ...current, [typeId]: Math.max(0, (current[typeId] ?? 0) + by) }));
    setLineErrors({});
    // Fewer guests may be what a refused card needed: its words go until the next sale says otherwise.
    sale.reset();
  };
  const pickSlot = (slotId: string) => {
    setPickedSlotId(slotId);
    setQuantities({});
    setLineErrors({});
  };
  const sell = () => {
    const email = customer.email.trim();
    const name = customer.name.trim();
    const badEmail = email !== "" && !goodEmail(email);
    const noGroupName = group.on && group.name.trim() === "";
    setEmailError(badEmail);
    setGroupNameMissing(noGroupName);
    if (!chosen || !paymentMethod || lines.length === 0 || badEmail || noGroupName) return;
    // A group is as many as the tickets sold with it (docs/orders.md, "Group visits").
    const groupVisit = group.on ? { group: { name: group.name.trim(), size: ticketCount, ...(group.leaderName.trim() ? { leaderName: group.leaderName.trim() } : {}) } } : {};
    sale.mutate({ timeSlotId: chosen.slot.id, lines, paymentMethod, language: customer.language, ...(email ? { email } : {}), ...(name ? { name } : {}), ...groupVisit });
  };
  const canSell = museum.permissionToModifyMuseum;
  // A card the server refuses is said beside the card's field (docs/dashboard.md, "Sell tickets").
  const cardError =
    sale.error instanceof DashboardError && CARD_REFUSALS.has(sale.error.code)
      ? errorText(sale.error)
      : sale.error instanceof DashboardError && sale.error.details.some(isCardDetail)
        ? codeWords("MEMBERSHIP_NOT_VALID")
        : null;
  const unassignedError = sale.isError && !cardError && Object.keys(lineErrors).length === 0 ? errorText(sale.error) : null;

  return (
    <div className="stack">
      <header className="page-header">
        <div>
          <h1>{t("title")}</h1>
          <p>{t("todaySuffix", { day: longDay(today, locale) })}</p>
        </div>
      </header>
      {canSell ? null : <p className="card">{t("readOnly", { role: museum.role })}</p>}
      {day.isPending ? <p className="empty">{t("loadingSlots")}</p> : null}
      {day.isError ? <p role="alert">{t("loadError", { error: errorText(day.error) })}</p> : null}
      {day.data && choices.length === 0 ? <p className="card empty">{t("noSlots")}</p> : null}

      {chosen ? (
        <form
          noValidate
          className={`card stack ${styles.sale}`}
          onSubmit={(event) => {
            event.preventDefault();
            sell();
          }}
        >
          <fieldset className="stack" disabled={!canSell || sale.isPending}>
            <div className="stack-tight">
              <label htmlFor="desk-slot">{t("timeSlot")}</label>
              <select id="desk-slot" className="input" value={chosen.slot.id} onChange={(event) => pickSlot(event.target.value)}>
                {choices.map(({ slot, label }) => (
                  <option key={slot.id} value={slot.id}>
                    {label}
                  </option>
                ))}
              </select>
              <span className="muted small">{t("timesIn", { timeZone: zoneInWords(chosen.slot.timeZone, locale) })}</span>
              {slotRoom > 0 ? null : <span className="muted small">{t("slotFull")}</span>}
            </div>

            <ul className={styles.lines} aria-label={t("tickets")}>
              {types.length === 0 ? <li className="muted">{t("noTicketTypes")}</li> : null}
              {types.map((type) => {
                const why = noMoreWhy(type);
                return (
                  <li key={type.id} className={styles.line}>
                    <div>
                      <span className={styles.typeName} id={`type-${type.id}`}>
                        {typeName(type)}
                      </span>
                      <span className="muted small"> {formatMoney(type.price, type.currency, locale)}</span>
                      {type.memberTicket ? <span className="badge"> {t("memberTicket")}</span> : null}
                      {why ? (
                        <p className="muted small" id={`more-why-${type.id}`}>
                          {why}
                        </p>
                      ) : null}
                      {lineErrors[type.id] ? (
                        <p className={styles.lineError} role="alert">
                          {lineErrors[type.id]}
                        </p>
                      ) : null}
                    </div>
                    <div className={styles.stepper}>
                      <button type="button" className="button" aria-label={t("oneLess", { name: typeName(type) })} disabled={(quantities[type.id] ?? 0) === 0} onClick={() => change(type.id, -1)}>
                        −
                      </button>
                      <output aria-labelledby={`type-${type.id}`} aria-live="polite">
                        {quantities[type.id] ?? 0}
                      </output>
                      <button
                        type="button"
                        className="button"
                        aria-label={t("oneMore", { name: typeName(type) })}
                        disabled={why !== null}
                        aria-describedby={why ? `more-why-${type.id}` : undefined}
                        onClick={() => change(type.id, 1)}
                      >
                        +
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>

            <fieldset className={styles.payment}>
              <legend>{t("paidBy")}</legend>
              {(["CASH", "CARD"] as const).map((method) => (
                <label key={method} className={styles.paymentChoice}>
                  <input type="radio" name="payment" value={method} checked={paymentMethod === method} onChange={() => setPaymentMethod(method)} />
                  {method === "CASH" ? t("cash") : t("card")}
                </label>
              ))}
            </fieldset>

            <DeskCustomerFields
              customer={customer}
              emailError={emailError}
              cardError={cardError}
              onChange={(changed) => {
                if (changed.memberCard !== customer.memberCard) sale.reset();
                setCustomer(changed);
                setEmailError(false);
              }}
            />

            <DeskGroupFields
              group={group}
              size={ticketCount}
              missingName={groupNameMissing}
              onChange={(changed) => {
                // Once tickets are chosen, ticking "group visit" keeps the slot they were chosen in;
                // before, the page starts on the first slot with room for a group.
                if (changed.on !== group.on && ticketCount > 0 && chosen) setPickedSlotId(chosen.slot.id);
                setGroup(changed);
                setGroupNameMissing(false);
              }}
            />

            <div className={styles.footer}>
              <p className={styles.total}>
                {t("total")} <output aria-live="polite">{formatMoney(total, currency, locale)}</output>
              </p>
              <div className={styles.sellAction}>
                <button type="submit" className="button button-primary" disabled={sellWhy !== null} aria-describedby={sellWhy ? "desk-sell-why" : undefined}>
                  {sale.isPending ? t("selling") : t("sell")}
                </button>
                {sellWhy ? (
                  <span className="muted small" id="desk-sell-why">
                    {sellWhy}
                  </span>
                ) : null}
              </div>
            </div>
            {unassignedError ? <p role="alert">{unassignedError}</p> : null}
          </fieldset>
        </form>
      ) : null}
    </div>
  );
}
