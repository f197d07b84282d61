/**
 * The limits of a handover checklist, in a file without database code so the console's editor
 * (src/admin/handover/checkItems.ts) reads the same figures the server checks against.
 */
export const ITEMS_MIN = 1;
export const ITEMS_MAX = 20;
export const KEY_MAX = 24;
export const LABEL_MIN = 2;
export const LABEL_MAX = 30;
export const HINT_MAX = 80;
/** a lower-case letter first, then lower-case letters, digits and underscores */
export const KEY_RE = new RegExp(`^[a-z][a-z0-9_]{0,${KEY_MAX - 1}}$`);
