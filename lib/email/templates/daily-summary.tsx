import { Hr } from "@react-email/hr";
import { Text } from "@react-email/text";
import { zoneInWords } from "@/lib/i18n/zone-words";
import { EmailLayout } from "./email-layout";
import { formatCount, formatDay, formatMoney, formatTimeRange, summaryWordsFor } from "./summary-words";

/** What a daily summary email says: one museum day's figures (docs/reports.md, "Daily summary"). */
export interface DailySummaryEmailProps {
  language: string;
  museumName: string;
  recipientName: string;
  /** The museum's calendar day, YYYY-MM-DD, and the zone it is a day in. */
  day: string;
  timeZone: string;
  ticketsSold: number;
  ticketsVoided: number;
  /** Minor units per currency. */
  revenue: { currency: string; amount: number }[];
  admittedTickets: number;
  admittedMembers: number;
  busiestSlot: { startsAt: Date; endsAt: Date; timeZone: string; eventName: string | null; admitted: number; tickets: number } | null;
}

export function dailySummarySubject(props: Pick<DailySummaryEmailProps, "language" | "museumName" | "day">): string {
  return summaryWordsFor(props.language).subject(props.museumName, formatDay(props.day, props.language));
}

const figure = { margin: "4px 0", fontSize: "16px" };

export function DailySummaryEmail(props: DailySummaryEmailProps) {
  const { language } = props;
  const words = summaryWordsFor(language);
  const count = (value: number) => formatCount(value, language);
  const slot = props.busiestSlot;
  return (
    <EmailLayout language={language} preview={dailySummarySubject(props)} museumName={props.museumName} signOff={words.signOff}>
      <Text>{words.greeting(props.recipientName)}</Text>
      <Text>{words.intro(props.museumName, formatDay(props.day, language), zoneInWords(props.timeZone, language, new Date(`${props.day}T12:00:00Z`)))}</Text>
      <Text style={figure}>{words.ticketsSold(count(props.ticketsSold))}</Text>
      <Text style={figure}>{words.ticketsVoided(count(props.ticketsVoided))}</Text>
      <Text style={figure}>{words.revenue(props.revenue.map(({ currency, amount }) => formatMoney(amount, currency, language)))}</Text>
      <Text style={figure}>{words.admitted(count(props.admittedTickets + props.admittedMembers), count(props.admittedTickets), count(props.admittedMembers))}</Text>
      <Text style={figure}>
        {slot ? words.busiest(formatTimeRange(slot.startsAt, slot.endsAt, language, slot.timeZone), slot.eventName, count(slot.admitted), count(slot.tickets)) : words.noBusiest}
      </Text>
      <Hr />
      <Text style={{ color: "#6b6660", fontSize: "13px" }}>{words.why(props.museumName)}</Text>
    </EmailLayout>
  );
}
