/** `from=…&to=…` of this month (UTC dates): GET /api/calendar of one month, as the calendar screen asks. */
export function monthQuery(now = new Date()): string {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return `from=${iso(new Date(Date.UTC(y, m, 1)))}&to=${iso(new Date(Date.UTC(y, m + 1, 0)))}`;
}
