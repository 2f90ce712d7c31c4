import type { Types } from 'mongoose';
import type { SearchField, SearchType } from '@haru/contracts';
import type { SOURCES } from '../stats/sources';

/** A stored record as the search reads it: the owning module's document, read through the driver. */
export type StoredRecord = Record<string, unknown> & { _id: Types.ObjectId; ownerId: string; updatedAt?: Date };

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const field = (name: string, value: unknown, choseong = false): SearchField => ({ name, text: text(value), choseong });
const each = (name: string, values: unknown, choseong = false): SearchField[] => list(values).map((v) => field(name, v, choseong));

export interface SearchSource {
  collection: keyof typeof SOURCES;
  /** What is searched, title first; names are the wire names the snippet reports. */
  fields(doc: StoredRecord): SearchField[];
  /** The record's own calendar date, shown beside the hit. */
  date(doc: StoredRecord): string | null;
  /** The screen that shows it (SPEC.md routes). */
  link(doc: StoredRecord): string;
}

/**
 * Per type: where its records live and which of their fields are searched. Titles, tags, attendees, places and
 * assignees are also searched by 초성; long bodies by their words only.
 */
export const SEARCH_SOURCES: Record<SearchType, SearchSource> = {
  todo: {
    collection: 'todos',
    fields: (d) => [field('title', d.title, true), field('description', d.description), ...each('tags', d.tags, true)],
    date: (d) => text(d.dueDate) || null,
    link: (d) => `/todo/${d._id.toString()}`,
  },
  meeting: {
    collection: 'meetings',
    fields: (d) => [
      field('title', d.title, true), field('agenda', d.agenda), field('content', d.content), field('decisions', d.decisions),
      field('action_items', d.action_items), ...each('attendees', d.attendees, true), field('location', d.location, true),
    ],
    date: (d) => text(d.date) || null,
    link: (d) => `/meeting/${d._id.toString()}`,
  },
  project: {
    collection: 'projects',
    fields: (d) => [field('title', d.title, true), field('description', d.description)],
    date: (d) => text(d.startDate) || null,
    link: (d) => `/wbs/detail/${d._id.toString()}`,
  },
  task: {
    collection: 'tasks',
    fields: (d) => [field('title', d.title, true), field('description', d.description), field('assignee', d.assignee, true)],
    date: (d) => text(d.startDate) || null,
    link: (d) => `/wbs/detail/${String(d.projectId)}`,
  },
};
