/**
 * The notify module's public face: what other modules may use of it. Other modules import from here,
 * never from the module's files (the boundary rule in eslint.config.mjs keeps that).
 */
export type { OutsideNotice } from './service.js';
import { defineModule, tableNames } from '../../module-kit.js';
import { LogSubscribeProvider, WechatSubscribeProvider, type SubscribeProvider as Subscribe } from './provider.js';
import { createNotifyRepo, type NotifyRepo } from './repository.js';
import { notifyRoutes } from './routes.js';
import { createNotifyService, startNotifyJob, type NotifyService } from './service.js';
import * as tables from './table.js';
export type { SubscribeProvider } from './provider.js';

declare module '../../module-kit.js' {
  interface Ports {
    notifyRepo: NotifyRepo;
    notify: NotifyService;
    subscribe: Subscribe;
  }
}

export const notifyModule = defineModule({
  name: 'notify',
  tables: tableNames(tables),
  repos: (db) => ({ notifyRepo: createNotifyRepo(db) }),
  needs: ['clock', 'config', 'db', 'log', 'notifyRepo', 'opts', 'smsProvider', 'userRepo', 'wechatApi'],
  build: (p) => {
    const subscribe =
      p.opts.subscribe ?? (p.wechatApi ? new WechatSubscribeProvider(p.wechatApi) : new LogSubscribeProvider(p.log));
    const notify = createNotifyService({
      repo: p.notifyRepo,
      users: p.userRepo,
      sms: p.smsProvider,
      wx: subscribe,
      config: p.config,
      clock: p.clock,
      db: p.db,
      log: p.log,
    });
    return { subscribe, notify };
  },
  routes: [{ order: 290, register: (app, p) => notifyRoutes(app, { notify: p.notify }) }],
  // SMS and WeChat subscription messages queued by sendMessage (the outbox), sent once each
  jobs: [
    {
      name: 'notify',
      intervalMs: (config) => config.notify.jobIntervalMs,
      start: (p, log, ms) => startNotifyJob(p.notify, log, ms),
    },
  ],
});
