/**
 * docs/schedules.md's example season: 20 March–5 April 2027, Tuesday to Sunday, two entries a day,
 * closed on 30 March. Counted by hand: 20–28 March without Monday 22 (8 days) and 31 March–4 April
 * (5 days); 5 April is a Monday. Winter time in Berlin until 28 March.
 */
export const exampleSeason = {
  from: "2027-03-20",
  to: "2027-04-05",
  weekdays: ["TU", "WE", "TH", "FR", "SA", "SU"],
  times: ["10:00", "10:30"],
  durationMinutes: 30,
  capacity: 40,
  closedDates: ["2027-03-30"],
};
export const EXAMPLE_SEASON_DAYS = 13;
