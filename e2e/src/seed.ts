/** Seoul's calendar date `offsetDays` from now, as the API stores dates ('YYYY-MM-DD'). */
export const seoulDay = (offsetDays = 0): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + offsetDays * 86_400_000));

/** A meeting body for POST /api/meetings with only a title, a date and a time. */
export const newMeeting = (title: string, date: string, time: string) => ({ title, date, time, location: '', attendees: [], agenda: '', content: '', decisions: '', action_items: '' });
