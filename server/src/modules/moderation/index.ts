/**
 * The moderation module's public face: what other modules may use of it. Other modules import from here,
 * never from the module's files (the boundary rule in eslint.config.mjs keeps that).
 */
export type { ModerationService, ListingContacts } from './service.js';
export { CONTACT_MASK, detectContacts, maskContacts, type ContactSpan } from './contacts.js';
import { defineModule } from '../../module-kit.js';
import { LocalModerationProvider } from './local-provider.js';
import { moderationRoutes } from './routes.js';
import { createModerationService, type ModerationService as Moderation } from './service.js';
import { WechatModerationProvider } from './wechat-provider.js';
export type { ModerationProvider } from './provider.js';

declare module '../../module-kit.js' {
  interface Ports {
    moderation: Moderation;
  }
}

export const moderationModule = defineModule({
  name: 'moderation',
  tables: [],
  // user-written text is checked before others can read it; WeChat's checker when configured, else the word lists
  needs: ['config', 'log', 'notifyReads', 'opts', 'wechatApi'],
  build: (p) => ({
    moderation: createModerationService({
      provider:
        p.opts.moderation ??
        (p.wechatApi ? new WechatModerationProvider(p.wechatApi, p.log) : new LocalModerationProvider()),
      openidOf: async (userId) => (await p.notifyReads.openidOf(userId)) ?? null,
      publicBaseUrl: p.config.payment.publicBaseUrl,
      log: p.log,
    }),
  }),
  routes: [
    {
      order: 40,
      // the upload module stores the verdict; a risky one is its event upload.imageRisky, which selling reacts to
      register: (app, p) =>
        moderationRoutes(app, {
          pushToken: p.config.notify.pushToken,
          onImageVerdict: async (traceId, verdict) => (await p.upload.settleReview(traceId, verdict)) !== null,
        }),
    },
  ],
});
