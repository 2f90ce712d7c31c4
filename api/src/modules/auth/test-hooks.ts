/**
 * Points where a race test can hold a request while it interleaves another one exactly there (instead of relying
 * on timing). Unset outside those tests: each call is then an optional-chaining no-op.
 */
export const authTestHooks: {
  /** A login whose password matched, before its session is created. */
  afterPasswordCheck?: (userId: string) => Promise<void>;
  /** A password check got its attempt reserved (`key`: its first limit's), before bcrypt: the order checks get in. */
  attemptReserved?: (key: string) => void;
} = {};
