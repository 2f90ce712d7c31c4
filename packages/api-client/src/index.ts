export { request, type RequestOptions } from './http';
export { ApiError, messageFromBody, type FieldError } from './errors';
export { CLIENT_MESSAGES } from './messages';
export { readSession, writeSession, clearSession, onSessionChange, isExpired, TOKEN_KEYS, type Session } from './tokens';
export { onSessionExpired } from './events';
export { setBaseUrl, sessionFromAuth, refreshSession, type AuthPayload } from './refresh';
export { getStatsSummary, getAnalytics, statsKeys } from './stats';
export { getCalendar, calendarKeys } from './calendar';
