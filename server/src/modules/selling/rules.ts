/**
 * The listing rules, defined once for both sides (issue 39 item 2): the server refuses a listing
 * outside them (validate.ts) and the client's sell form says so before sending (src/stores/sell.ts
 * imports this file). So it imports nothing and holds only constants: the client's bundler compiles
 * it as it stands (config/index.ts lists it in `compile.include`).
 */

/** The title's length, in characters as a person counts them (code points). */
export const TITLE_MIN = 5;
export const TITLE_MAX = 60;
/** The description's length, likewise. */
export const DESC_MIN = 10;
export const DESC_MAX = 1000;
/** The price, in fen: whole yuan from ¥1 to ¥1,000,000. */
export const PRICE_MIN_FEN = 100;
export const PRICE_MAX_FEN = 100_000_000;
/** Screenshots of the account. */
export const IMAGES_MIN = 1;
export const IMAGES_MAX = 20;
