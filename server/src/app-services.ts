import type { ModuleManifest, Ports } from './module-kit.js';

// What buildApp decorates the app with, for tests, operations scripts and server.ts (jobs): the ports
// every module built (app.services) and the manifests it loaded (app.modules). Kept apart from
// app-types.ts, which every module's routes import and which therefore names no module.
declare module 'fastify' {
  interface FastifyInstance {
    services: Ports;
    modules: readonly ModuleManifest[];
  }
}
