import { matchRecord, parseQuery } from '@haru/contracts/src/search/index';
import type { Meeting } from '@haru/contracts';

/**
 * SPEC.md: the search box matches title, agenda and attendees. The matcher is the one the API's search uses
 * (contracts/src/search): folding, 초성 across word gaps ('ㅈㄱㅎㅇ'), a half-typed last syllable ('회ㅇ', '횡'),
 * particles stripped from the query ('회의에서'). A blank query keeps every meeting.
 */
export function searchMeetings(meetings: readonly Meeting[], query: string): Meeting[] {
  const parsed = parseQuery(query);
  if (!parsed.terms.length) return [...meetings];
  return meetings.filter((m) => matchRecord(parsed, [
    { name: 'title', text: m.title, choseong: true },
    { name: 'agenda', text: m.agenda },
    ...m.attendees.map((name) => ({ name: 'attendees', text: name, choseong: true })),
  ]) !== null);
}
