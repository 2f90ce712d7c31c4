/**
 * The meeting's limits without zod (issue 25): mf-meetings' list screen bundles this file by its path
 * (`@haru/contracts/src/meeting-values`), so /meeting-notes does not load the shared contracts and zod at load.
 * meetings.ts re-exports it; the API reads the same values.
 */
/** SPEC.md section 9 (meeting limits) plus the few limits the spec leaves open (location, attendees). */
export const MEETING_LIMITS = {
  title: 100,
  agenda: 1000,
  content: 2000,
  decisions: 1000,
  actionItems: 1000,
  location: 200,
  attendeeName: 50,
  attendees: 100,
  previewChars: 100,
  attendeeTags: 3,
} as const;
