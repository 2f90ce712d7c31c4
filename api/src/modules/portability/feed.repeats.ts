import { toRRuleString } from '@haru/dates/recurrence';
import { collection } from '../stats/sources';
import { remainingAfter, uncounted } from '../todos/todos.series';
import type { TodoDoc } from '../todos/todos.model';

/**
 * The RRULE of each open series' head (the open repeating to-do no next occurrence was made from yet), by to-do
 * id, for the calendar feed (issue 19): the rule from the head's date on, UNTIL as a date (or, for a timed to-do,
 * the end of that day in Korea in UTC), COUNT as the occurrences left including the head. Completed occurrences
 * stay single events; lunar rules have no RRULE in RFC 5545, so their heads stay single events too.
 */
export async function seriesRRules(ownerId: string): Promise<Map<string, string>> {
  const heads = (await collection('todos')
    .find({ ownerId, status: { $in: ['pending', 'in_progress'] }, recurrence: { $type: 'object' } }, { projection: { recurrence: 1, seriesIndex: 1, dueTime: 1 } })
    .toArray()) as unknown as TodoDoc[];
  const ids = heads.map((h) => String(h._id));
  const spawned = new Set((await collection('todos').find({ ownerId, spawnedFrom: { $in: ids } }, { projection: { spawnedFrom: 1 } }).toArray()).map((d) => String(d.spawnedFrom)));
  const rules = new Map<string, string>();
  for (const head of heads) {
    if (spawned.has(String(head._id))) continue;
    const left = remainingAfter(head);
    const rule = left === Infinity ? head.recurrence! : { ...uncounted(head.recurrence!), count: left + 1 };
    const text = toRRuleString(rule);
    if (!text) continue;
    rules.set(String(head._id), head.dueTime ? text.replace(/UNTIL=(\d{8})$/, 'UNTIL=$1T145959Z') : text);
  }
  return rules;
}
