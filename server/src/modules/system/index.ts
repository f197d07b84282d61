/**
 * The system module's public face: what other modules may use of it, and its manifest (how the app
 * loads it). Other modules import from here, never from the module's files (eslint.config.mjs).
 */
import { defineModule } from '../../module-kit.js';
import { systemRoutes } from './routes.js';
import { testClockRoutes } from './test-clock.js';

export const systemModule = defineModule({
  name: 'system',
  tables: [],
  routes: [
    {
      order: 10,
      register: (app, p) =>
        systemRoutes(app, {
          ping: p.ping,
          listing: () => (!p.listing ? 'off' : p.listing.sync.ready() ? 'ready' : 'loading'),
        }),
    },
    // TEST_CLOCK only (a production start refuses it): the test deployment's clock
    {
      order: 11,
      register: async (app, p) => {
        if (!p.config.testClock) return;
        await testClockRoutes(app, {
          clock: p.clock,
          runDeadlines: async () => ({ ...(await p.deadlines.runDue()) }),
        });
      },
    },
  ],
});
