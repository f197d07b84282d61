/**
 * The message module's public face: what other modules may use of it. Other modules import from here,
 * never from the module's files (the boundary rule in eslint.config.mjs keeps that).
 */
export { createMessageRepo } from './repository.js';
export { createMessageService } from './service.js';
export type { MessageService } from './service.js';
export { SEND_TYPE } from './table.js';
