import { REMINDER_MESSAGES, dueInstant, reminderFireAt, todoCreateSchema, toReminderInstant } from './index';

const due = { due_date: '2026-03-10' };

describe('reminder fire times (Asia/Seoul)', () => {
  it('a due date without a time stands for 09:00 in Seoul', () => {
    expect(dueInstant('2026-03-10').toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(dueInstant('2026-03-10', '15:30').toISOString()).toBe('2026-03-10T06:30:00.000Z');
  });

  it.each([
    ['at_due', undefined, '2026-03-10T00:00:00.000Z'],
    ['before_10m', undefined, '2026-03-09T23:50:00.000Z'],
    ['before_1h', undefined, '2026-03-09T23:00:00.000Z'],
    ['day_before_18', undefined, '2026-03-09T09:00:00.000Z'],
    ['at_due', '00:05', '2026-03-09T15:05:00.000Z'],
    ['before_1h', '00:30', '2026-03-09T14:30:00.000Z'],
  ] as const)('%s with due_time %s → %s', (kind, time, expected) => {
    expect(reminderFireAt({ kind }, { ...due, due_time: time })?.toISOString()).toBe(expected);
  });

  it('a chosen time is its own instant; a preset without a due date has none', () => {
    expect(reminderFireAt({ kind: 'at', at: '2026-04-01T01:00:00.000Z' }, { due_date: null })?.toISOString()).toBe('2026-04-01T01:00:00.000Z');
    expect(reminderFireAt({ kind: 'at_due' }, { due_date: null })).toBeNull();
  });

  it('reads a Seoul wall-clock date-time or an ISO instant', () => {
    expect(toReminderInstant('2026-03-10T15:00')).toBe('2026-03-10T06:00:00.000Z');
    expect(toReminderInstant('2026-03-10T15:00:00Z')).toBe('2026-03-10T15:00:00.000Z');
    expect(toReminderInstant('2026-03-10 15:00')).toBeNull();
    expect(toReminderInstant('2026-13-10T15:00')).toBeNull();
    expect(toReminderInstant('1999-03-10T15:00')).toBeNull();
  });
});

describe('reminders in a to-do body', () => {
  const parse = (reminders: unknown) => todoCreateSchema.safeParse({ title: 't', reminders });
  const message = (reminders: unknown) => {
    const r = parse(reminders);
    return r.success ? null : r.error.issues[0].message;
  };

  it('accepts presets and chosen times, drops duplicates, null clears', () => {
    const r = parse([{ kind: 'at_due' }, { kind: 'at_due' }, { kind: 'at', at: '2026-03-10T15:00' }]);
    expect(r.success && r.data.reminders).toEqual([{ kind: 'at_due' }, { kind: 'at', at: '2026-03-10T06:00:00.000Z' }]);
    expect(parse(null).success && parse(null).data?.reminders).toEqual([]);
  });

  it('refuses bad reminders with Korean messages', () => {
    expect(message([{ kind: 'tomorrow' }])).toBe(REMINDER_MESSAGES.kindInvalid);
    expect(message([{ kind: 'at' }])).toBe(REMINDER_MESSAGES.atInvalid);
    expect(message([{ kind: 'at', at: 'soon' }])).toBe(REMINDER_MESSAGES.atInvalid);
    expect(message([{ kind: 'at_due', at: '2026-03-10T15:00' }])).toBe(REMINDER_MESSAGES.atNotAllowed);
    expect(message('at_due')).toBe(REMINDER_MESSAGES.remindersInvalid);
    expect(message([{ kind: 'at_due', extra: 1 }])).toMatch(/[가-힣]|Unrecognized/);
    const six = ['2026-03-10T01:00', '2026-03-10T02:00', '2026-03-10T03:00', '2026-03-10T04:00', '2026-03-10T05:00', '2026-03-10T06:00'];
    expect(message(six.map((at) => ({ kind: 'at', at })))).toBe(REMINDER_MESSAGES.tooMany);
  });
});
