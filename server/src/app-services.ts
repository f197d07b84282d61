import type { composeModules } from './compose.js';

// The services buildApp decorates the app with (app.services), for tests and operations scripts: the
// modules' services as compose.ts builds them. Kept apart from app-types.ts, which every module's
// routes import and which therefore names no module.
declare module 'fastify' {
  interface FastifyInstance {
    services: Awaited<ReturnType<typeof composeModules>>['services'];
  }
}
