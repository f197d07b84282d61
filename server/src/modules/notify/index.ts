/**
 * The notify module's public face: what other modules may use of it. Other modules import from here,
 * never from the module's files (the boundary rule in eslint.config.mjs keeps that).
 */
export type { OutsideNotice } from './service.js';
import { defineModule, portOf, tableNames } from '../../module-kit.js';
import { LogSubscribeProvider, WechatSubscribeProvider, type SubscribeProvider as Subscribe } from './provider.js';
import { createNotifyRepo, type NotifyRepo } from './repository.js';
import { notifyRoutes } from './routes.js';
import { createNotifyService, startNotifyJob, type NotifyService } from './service.js';
import * as tables from './table.js';
export type { SubscribeProvider } from './provider.js';

/** A user's WeChat openid, for the content checks of the moderation module (built before us). */
const READS = ['openidOf'] as const;
export type NotifyReads = Pick<NotifyRepo, (typeof READS)[number]>;

declare module '../../module-kit.js' {
  interface Ports {
    notifyRepo: NotifyRepo;
    notifyReads: NotifyReads;
    notify: NotifyService;
    subscribe: Subscribe;
  }
}

export const notifyModule = defineModule({
  name: 'notify',
  tables: tableNames(tables),
  repos: (db) => {
    const notifyRepo = createNotifyRepo(db);
    return { notifyRepo, notifyReads: portOf(notifyRepo, READS) };
  },
  needs: ['clock', 'config', 'db', 'log', 'notifyRepo', 'opts', 'smsProvider', 'userReads', 'wechatApi'],
  build: (p) => {
    const subscribe =
      p.opts.subscribe ?? (p.wechatApi ? new WechatSubscribeProvider(p.wechatApi) : new LogSubscribeProvider(p.log));
    const notify = createNotifyService({
      repo: p.notifyRepo,
      users: p.userReads,
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
