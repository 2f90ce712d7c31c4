export { fold } from './fold';
export { SEARCH_FIELD_CHARS, TITLE_FIELD, type SearchField } from './fields';
export { parseQuery, type SearchQuery, type Term } from './query';
export { matchRecord, compareMatches, rankClass, MATCH_TIERS, type MatchTier, type RecordMatch, type FieldMatch, type Mark } from './match';
export { recordSearchKeys, queryProbes, KEY_LENGTH, SEARCH_KEYS_VERSION, type KeyProbe } from './keys';
export { snippetOf, type Snippet } from './snippet';
