/**
 * The upload module's public face: what other modules may use of it. Other modules import from here,
 * never from the module's files (the boundary rule in eslint.config.mjs keeps that).
 */
export { MAX_UPLOAD_BYTES } from './service.js';
export type { UploadService } from './service.js';
