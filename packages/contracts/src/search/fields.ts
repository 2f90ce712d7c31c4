/** One searchable text of a record. Lists (tags, attendees) are one field per entry. */
export interface SearchField {
  /** The wire name of the field, e.g. 'title', 'agenda', 'tags'. */
  name: string;
  text: string;
  /** Short names and titles are also searched by 초성; long bodies are not (every 'ㅎㅇ' would hit). */
  choseong?: boolean;
}

/** The title first: what the exact and prefix ranks look at. */
export const TITLE_FIELD = 'title';

/** Past this many characters a field is neither stored as keys nor searched (every current limit is below it). */
export const SEARCH_FIELD_CHARS = 2000;

export const searchable = (fields: SearchField[]): SearchField[] =>
  fields.filter((f) => f.text.trim() !== '').map((f) => ({ ...f, text: f.text.slice(0, SEARCH_FIELD_CHARS) }));
