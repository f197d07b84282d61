/**
 * The upload module's public face: what other modules may use of it. Other modules import from here,
 * never from the module's files (the boundary rule in eslint.config.mjs keeps that).
 */
export { MAX_UPLOAD_BYTES } from './service.js';
export type { UploadService } from './service.js';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { defineModule, tableNames } from '../../module-kit.js';
import { createUploadRepo } from './repository.js';
import { uploadRoutes } from './routes.js';
import { createUploadService, type UploadService as Upload } from './service.js';
import { LocalStorage } from './storage.js';
import * as tables from './table.js';

declare module '../../module-kit.js' {
  interface Ports {
    upload: Upload;
    /** where uploaded files live (app.ts serves them) */
    uploadsDir: string;
  }
}

declare module '../../lib/events.js' {
  interface Events {
    /** the asynchronous content check found an uploaded image risky (its verdict is stored) */
    'upload.imageRisky': { url: string };
  }
}

export const uploadModule = defineModule({
  name: 'upload',
  tables: tableNames(tables),
  needs: ['clock', 'config', 'db', 'events', 'limiter', 'moderation'],
  build: (p) => {
    const uploadsDir = path.join(p.config.dataDir, 'uploads');
    mkdirSync(uploadsDir, { recursive: true });
    const upload = createUploadService({
      repo: createUploadRepo(p.db),
      storage: new LocalStorage(uploadsDir),
      limiter: p.limiter,
      config: p.config,
      clock: p.clock,
      moderation: p.moderation,
      events: p.events,
    });
    return { upload, uploadsDir };
  },
  routes: [{ order: 80, register: (app, p) => uploadRoutes(app, { upload: p.upload }) }],
});
