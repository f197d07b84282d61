/**
 * The user module's public face: what other modules may use of it. Other modules import from here,
 * never from the module's files (the boundary rule in eslint.config.mjs keeps that).
 */
export { idCardHash, idCardHashes } from './id-card-hash.js';
export { createUserRepo } from './repository.js';
export type { UserRepo } from './repository.js';
export type { CancelBlocker } from './service.js';
export { REAL_STATUS, USER_STATUS, users } from './table.js';
export type { UserRow } from './table.js';
