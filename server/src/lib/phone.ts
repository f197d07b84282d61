/** A mainland mobile number as people type it (11 digits, 13x–19x). */
export const PHONE_RE = /^1[3-9]\d{9}$/;
