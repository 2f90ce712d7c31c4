/** SPEC.md section 9: the password modal closes 2 seconds after a successful change. */
export const CLOSE_AFTER_MS = 2000;
