// `@haru/dates/recurrence` (see src/recurrence.ts): a subpath, so only code computing occurrences loads rrule and the lunar tables.
export * from './src/recurrence';
export * from './src/recurrence-label';
