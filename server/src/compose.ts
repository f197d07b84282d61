import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { App } from './app-types.js';
import type { AppConfig } from './config.js';
import { createSanitizer } from './lib/sanitize.js';
import { WechatApiClient } from './lib/wechat-api.js';
import { LocalModerationProvider } from './modules/moderation/local-provider.js';
import type { ModerationProvider } from './modules/moderation/provider.js';
import { createModerationService } from './modules/moderation/service.js';
import { moderationRoutes } from './modules/moderation/routes.js';
import { WechatModerationProvider } from './modules/moderation/wechat-provider.js';
import type { DbHandle } from './db/client.js';
import { systemClock, type Clock } from './lib/clock.js';
import { DataCrypto } from './lib/crypto.js';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from './lib/rate-limit.js';
import { registerAuth } from './plugins/auth.js';
import { createCaptchaRepo, createSessionRepo, createSmsCodeRepo } from './modules/auth/repository.js';
import { authRoutes } from './modules/auth/routes.js';
import {
  createAuthService,
  createCaptchaService,
  createSessionService,
  createSmsService,
} from './modules/auth/service.js';
import { smsProviderFor, type SmsProvider } from './modules/auth/sms-provider.js';
import { createKnownSources, createLoginSourceRepo } from './modules/auth/known-sources.js';
import {
  AlipayAesPhoneProvider,
  WechatApiPhoneProvider,
  type AlipayPhoneProvider,
  type WechatPhoneProvider,
} from './modules/auth/phone-provider.js';
import { createAdminRepo } from './modules/admin/repository.js';
import { createAppraisalRepo } from './modules/appraisal/repository.js';
import { appraisalRoutes } from './modules/appraisal/routes.js';
import { createAppraisalService } from './modules/appraisal/service.js';
import { onSaleSource, soldGoodsSource } from './modules/appraisal/sources.js';
import { adminRoutes } from './modules/admin/routes.js';
import { createReviewService } from './modules/admin/service.js';
import { createAuditLogService } from './modules/admin/audit-log.js';
import { createConsoleCounts } from './modules/admin/counts.js';
import { MemoryKv, RedisKv, type KvStore } from './modules/catalogue/cache.js';
import { createCatalogueRepo } from './modules/catalogue/repository.js';
import { catalogueRoutes } from './modules/catalogue/routes.js';
import { createCatalogueService, VIEW_FLUSH_MS } from './modules/catalogue/service.js';
import { ListingIndex } from './modules/catalogue/listing-index.js';
import { createListingSync } from './modules/catalogue/listing-sync.js';
import { createBannerRepo } from './modules/catalogue/banner-repository.js';
import { bannerAdminRoutes } from './modules/catalogue/banner-routes.js';
import { createBannerAdminService } from './modules/catalogue/banner-service.js';
import { createBlacklistRepo } from './modules/blacklist/repository.js';
import { blacklistRoutes } from './modules/blacklist/routes.js';
import { createBlacklistService } from './modules/blacklist/service.js';
import { createMerchantRepo } from './modules/merchant/repository.js';
import { merchantRoutes } from './modules/merchant/routes.js';
import { createMerchantService } from './modules/merchant/service.js';
import { createMessageRepo } from './modules/message/repository.js';
import { messageRoutes } from './modules/message/routes.js';
import { createMessageService } from './modules/message/service.js';
import { noticeAdminRoutes } from './modules/notice/admin-routes.js';
import { createNoticeAdminService } from './modules/notice/admin-service.js';
import { createProblemRepo } from './modules/problem/repository.js';
import { problemRoutes } from './modules/problem/routes.js';
import { createProblemService } from './modules/problem/service.js';
import { createSupportRepo } from './modules/support/repository.js';
import { supportRoutes } from './modules/support/routes.js';
import { createSupportService } from './modules/support/service.js';
import { createNoticeRepo } from './modules/notice/repository.js';
import { noticeRoutes } from './modules/notice/routes.js';
import { createNoticeService } from './modules/notice/service.js';
import { createSiteRepo } from './modules/site/repository.js';
import { siteRoutes } from './modules/site/routes.js';
import { createSiteService } from './modules/site/service.js';
import { LocalRealnameProvider, type RealnameProvider } from './modules/realname/provider.js';
import { createRealnameRepo } from './modules/realname/repository.js';
import { realnameRoutes } from './modules/realname/routes.js';
import { createRealnameService } from './modules/realname/service.js';
import { createSellingRepo } from './modules/selling/repository.js';
import { sellingRoutes } from './modules/selling/routes.js';
import { createSellingService } from './modules/selling/service.js';
import { systemRoutes } from './modules/system/routes.js';
import { rulesRoutes } from './modules/rules/routes.js';
import { clientErrorRoutes } from './modules/client-error/routes.js';
import { createClientErrorRepo } from './modules/client-error/repository.js';
import { createClientErrorService } from './modules/client-error/service.js';
import { ruleTexts } from './modules/rules/rules.js';
import { tradeAdminRoutes } from './modules/payment/trade-admin-routes.js';
import { createOrderRepo } from './modules/order/repository.js';
import { orderRoutes } from './modules/order/routes.js';
import { createOrderService } from './modules/order/service.js';
import { createPaymentRepo } from './modules/payment/repository.js';
import { buildProviders, type ProviderDeps } from './modules/payment/providers.js';
import { paymentRoutes } from './modules/payment/routes.js';
import { createPaymentService } from './modules/payment/service.js';
import { createRentalRepo } from './modules/rental/repository.js';
import { rentalAdminRoutes, rentalRoutes } from './modules/rental/routes.js';
import { createRentalService } from './modules/rental/service.js';
import { createWalletRepo } from './modules/wallet/repository.js';
import { walletRoutes } from './modules/wallet/routes.js';
import { createWalletService } from './modules/wallet/service.js';
import { createTradeInRepo } from './modules/tradein/repository.js';
import { tradeInRoutes } from './modules/tradein/routes.js';
import { createTradeInService } from './modules/tradein/service.js';
import { createUploadRepo } from './modules/upload/repository.js';
import { uploadRoutes } from './modules/upload/routes.js';
import { createUploadService } from './modules/upload/service.js';
import { LocalStorage } from './modules/upload/storage.js';
import { createUserRepo } from './modules/user/repository.js';
import { userRoutes } from './modules/user/routes.js';
import { createUserService } from './modules/user/service.js';
import { createClaimRepo } from './modules/claim/repository.js';
import { claimAdminRoutes, claimRoutes } from './modules/claim/routes.js';
import { createClaimService } from './modules/claim/service.js';
import { createAfterSaleView } from './modules/dispute/after-sale-view.js';
import { createDisputeRepo } from './modules/dispute/repository.js';
import { disputeAdminRoutes, disputeRoutes } from './modules/dispute/routes.js';
import { createDisputeService } from './modules/dispute/service.js';
import { LogSubscribeProvider, WechatSubscribeProvider, type SubscribeProvider } from './modules/notify/provider.js';
import { createNotifyRepo } from './modules/notify/repository.js';
import { notifyRoutes } from './modules/notify/routes.js';
import { createNotifyService } from './modules/notify/service.js';
import { createOfferRepo } from './modules/offer/repository.js';
import { offerRoutes } from './modules/offer/routes.js';
import { createOfferService } from './modules/offer/service.js';
import { createRatingRepo } from './modules/rating/repository.js';
import { ratingRoutes } from './modules/rating/routes.js';
import { createRatingService } from './modules/rating/service.js';

/** What buildApp is given: the configuration and database, and the seams tests replace. */
export interface BuildAppOptions {
  config: AppConfig;
  db: DbHandle;
  clock?: Clock;
  sms?: SmsProvider;
  realname?: RealnameProvider;
  limiter?: RateLimiter;
  /** catalogue caches and the site settings' version (tests pass their own); default Redis when REDIS_URL, else in-process */
  kv?: KvStore;
  /** where pino writes (tests capture it); default stdout */
  logStream?: DestinationStream;
  /** network seams of the payment providers (tests play Alipay's and WeChat Pay's side) */
  payment?: ProviderDeps;
  /** WeChat subscription messages (tests pass their own); default WeChat when configured, else the log */
  subscribe?: SubscribeProvider;
  /** content checks of user-written text (tests inject one that refuses on cue) */
  moderation?: ModerationProvider;
  /** how the password-login step-up waits (tests record delays instead); default setTimeout */
  sleep?: (ms: number) => Promise<void>;
  /** one-tap login's phone providers (tests pass fakes); default from WX_MP_* and ALIPAY_AES_KEY */
  phones?: { wechat: WechatPhoneProvider | null; alipay: AlipayPhoneProvider | null };
}

/**
 * Builds every module's repository and service from the shared infrastructure, wires the modules
 * that call each other, and registers their routes (in the order that fixes the OpenAPI document's).
 * It is the one place that knows all modules (issue 35): app.ts builds Fastify and the infrastructure
 * around it, and no module imports either file.
 */
export async function composeModules(app: App, opts: BuildAppOptions) {
  const { config, db } = opts;
  const clock = opts.clock ?? systemClock;

  // ---- dependencies, built once and handed to the modules that need them
  const crypto = new DataCrypto(config.dataKey, config.dataKeysOld);
  const limiter =
    opts.limiter ??
    (config.redisUrl
      ? new RedisRateLimiter(new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }))
      : new MemoryRateLimiter(clock));
  const smsProvider = opts.sms ?? smsProviderFor(config, app.log);
  const realnameProvider = opts.realname ?? new LocalRealnameProvider(clock);

  const userRepo = createUserRepo(db.db);
  const sessions = createSessionService({ config, repo: createSessionRepo(db.db), clock });
  const captcha = createCaptchaService({ config, repo: createCaptchaRepo(db.db), limiter, clock });
  const sms = createSmsService({
    config,
    repo: createSmsCodeRepo(db.db),
    users: userRepo,
    limiter,
    provider: smsProvider,
    crypto,
    clock,
  });
  // the mini-program's server API (subscription messages, content security, phone numbers), when an app is configured
  const wechatApi = config.notify.wx
    ? new WechatApiClient(config.notify.wx, { clock, fetch: opts.payment?.fetch })
    : null;
  const auth = createAuthService({
    config,
    users: userRepo,
    captcha,
    sms,
    sessions,
    limiter,
    clock,
    sleep: opts.sleep,
    knownSources: createKnownSources({ repo: createLoginSourceRepo(db.db), crypto, clock }),
    phones: opts.phones ?? {
      wechat: wechatApi ? new WechatApiPhoneProvider(wechatApi) : null,
      alipay: config.alipayMp ? new AlipayAesPhoneProvider(config.alipayMp) : null,
    },
  });
  const notifyRepo = createNotifyRepo(db.db);
  // user-written text is checked before others can read it; WeChat's checker when configured, else the word lists
  const moderation = createModerationService({
    provider:
      opts.moderation ?? (wechatApi ? new WechatModerationProvider(wechatApi, app.log) : new LocalModerationProvider()),
    openidOf: async (userId) => (await notifyRepo.openidOf(userId)) ?? null,
    publicBaseUrl: config.payment.publicBaseUrl,
    log: app.log,
  });
  const realname = createRealnameService({
    config,
    users: userRepo,
    repo: createRealnameRepo(db.db),
    provider: realnameProvider,
    limiter,
    crypto,
    clock,
  });
  const uploadsDir = path.join(config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  const upload = createUploadService({
    repo: createUploadRepo(db.db),
    storage: new LocalStorage(uploadsDir),
    limiter,
    config,
    clock,
    moderation,
  });
  const user = createUserService({ users: userRepo, upload, sms, sessions, crypto, clock, db: db.db, moderation });
  // the configured figures, for GET /api/rules and the {{key}} placeholders of content pages
  const rules = ruleTexts(config);
  const kv =
    opts.kv ??
    (config.redisUrl
      ? new RedisKv(new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }))
      : new MemoryKv(clock));
  const adminRepo = createAdminRepo(db.db);
  // company, contacts, ICP line: edited by operators, cached per instance, {{site.…}} in content
  const site = createSiteService({ repo: createSiteRepo(db.db), audit: adminRepo, kv, clock, db: db.db });
  const sanitize = createSanitizer({ linkHosts: config.contentLinkHosts });
  const notice = createNoticeService({ repo: createNoticeRepo(db.db), rules, siteTexts: site.texts, sanitize });
  const clientErrors = createClientErrorService({
    repo: createClientErrorRepo(db.db),
    limiter,
    config,
    clock,
  });

  const catalogueRepo = createCatalogueRepo(db.db);
  // the on-sale goods' filter fields in memory (listing-index.ts); LISTING_INDEX=off answers every list from the database
  const listingIndex = config.listingIndex ? new ListingIndex() : undefined;
  const listing = listingIndex && {
    index: listingIndex,
    sync: createListingSync({ repo: catalogueRepo, index: listingIndex, log: app.log }),
  };
  const orderRepo = createOrderRepo(db.db);
  const catalogue = createCatalogueService({ repo: catalogueRepo, deals: orderRepo, kv, clock, listing });
  // batched view counts: one UPDATE per second at most, whatever the traffic
  const viewFlush = setInterval(
    () => catalogue.flushViews().catch((e) => app.log.warn({ err: e }, 'view count flush failed')),
    VIEW_FLUSH_MS,
  );
  viewFlush.unref();
  const subscribe =
    opts.subscribe ?? (wechatApi ? new WechatSubscribeProvider(wechatApi) : new LogSubscribeProvider(app.log));
  const notify = createNotifyService({
    repo: notifyRepo,
    users: userRepo,
    sms: smsProvider,
    wx: subscribe,
    config,
    clock,
    db: db.db,
    log: app.log,
  });
  const messages = createMessageService({ repo: createMessageRepo(db.db), clock, outbox: notify });
  const sellingRepo = createSellingRepo(db.db);
  const selling = createSellingService({
    messages,
    moderation,
    repo: sellingRepo,
    catalogue,
    upload,
    users: userRepo,
    crypto,
    limiter,
    config,
    clock,
    db: db.db,
  });
  const review = createReviewService({ repo: adminRepo, selling: sellingRepo, messages, catalogue, clock, db: db.db });
  const problem = createProblemService({
    moderation,
    repo: createProblemRepo(db.db),
    upload,
    messages,
    audit: adminRepo,
    limiter,
    config,
    clock,
    db: db.db,
  });
  const blacklist = createBlacklistService({
    repo: createBlacklistRepo(db.db),
    catalogue,
    upload,
    messages,
    audit: adminRepo,
    limiter,
    config,
    clock,
    db: db.db,
  });
  const support = createSupportService({
    repo: createSupportRepo(db.db),
    catalogue,
    blacklisted: blacklist.isListed,
    audit: adminRepo,
    limiter,
    config,
    clock,
    db: db.db,
  });
  const merchant = createMerchantService({
    repo: createMerchantRepo(db.db),
    messages,
    audit: adminRepo,
    clock,
    db: db.db,
  });
  const noticeAdmin = createNoticeAdminService({
    repo: createNoticeRepo(db.db),
    audit: adminRepo,
    clock,
    db: db.db,
    sanitize,
  });
  const bannerAdmin = createBannerAdminService({ repo: createBannerRepo(db.db), audit: adminRepo, clock, db: db.db });
  const appraisalRepo = createAppraisalRepo(db.db);
  const appraisal = createAppraisalService({
    repo: appraisalRepo,
    districts: sellingRepo,
    catalogue,
    upload,
    messages,
    audit: adminRepo,
    sources: [soldGoodsSource(appraisalRepo), onSaleSource(appraisalRepo)],
    kv,
    limiter,
    config,
    clock,
    db: db.db,
  });
  user.addCancelBlocker(selling.cancelBlocker);
  const walletRepo = createWalletRepo(db.db);
  const wallet = createWalletService({
    repo: walletRepo,
    users: userRepo,
    messages,
    audit: adminRepo,
    crypto,
    limiter,
    config,
    clock,
    db: db.db,
  });
  const offers = createOfferService({
    repo: createOfferRepo(db.db),
    users: userRepo,
    messages,
    config,
    clock,
    db: db.db,
  });
  const paymentRepo = createPaymentRepo(db.db);
  const orders = createOrderService({
    moderation,
    repo: orderRepo,
    wallet,
    messages,
    users: userRepo,
    upload,
    catalogue,
    audit: adminRepo,
    crypto,
    limiter,
    config,
    clock,
    db: db.db,
    offers: offers.hook,
    closePayments: (orderId, now, tx) => paymentRepo.closeOpenPayments(orderId, now, tx),
  });
  const {
    providers,
    channels: payChannels,
    mode: payMode,
    sandbox,
  } = buildProviders(config, clock, opts.payment ?? {});
  const payments = createPaymentService({
    repo: paymentRepo,
    orders,
    providers,
    channels: payChannels,
    mode: payMode,
    sandbox,
    config,
    limiter,
    clock,
    db: db.db,
    log: app.log,
  });
  const rentals = createRentalService({
    repo: createRentalRepo(db.db),
    districts: sellingRepo,
    payments: paymentRepo,
    wallet,
    messages,
    users: userRepo,
    upload,
    catalogue,
    audit: adminRepo,
    crypto,
    limiter,
    config,
    clock,
    db: db.db,
  });
  payments.registerPurpose('rental', rentals.paymentHandler);
  user.addCancelBlocker(rentals.cancelBlocker);
  user.addCancelBlocker(orders.cancelBlocker);
  const tradeIn = createTradeInService({
    repo: createTradeInRepo(db.db),
    requests: appraisalRepo,
    appraisal,
    catalogue,
    users: userRepo,
    wallet: walletRepo,
    messages,
    audit: adminRepo,
    crypto,
    limiter,
    config,
    clock,
    db: db.db,
    // an acceptance that ends unpaid closes its quote's pending payment attempts
    closePayments: (quoteId, now, tx) => payments.closeOpen('tradein', quoteId, now, tx),
  });
  appraisal.useTradeIn(tradeIn.hooks);
  payments.registerPurpose('tradein', tradeIn.purpose);
  const disputes = createDisputeService({
    repo: createDisputeRepo(db.db),
    orderRepo,
    orders,
    payments,
    wallet,
    messages,
    upload,
    catalogue,
    audit: adminRepo,
    config,
    clock,
    db: db.db,
    log: app.log,
  });
  const claims = createClaimService({
    repo: createClaimRepo(db.db),
    orderRepo,
    orders,
    wallet,
    blacklist,
    messages,
    upload,
    catalogue,
    audit: adminRepo,
    config,
    clock,
    db: db.db,
  });
  const ratings = createRatingService({ repo: createRatingRepo(db.db), orders, messages, config, clock, db: db.db });
  orders.setAfterSale(createAfterSaleView({ disputes, claims, ratings }));
  catalogue.setSellerRating(ratings.aggregate);
  user.addCancelBlocker(wallet.cancelBlocker);

  registerAuth(app, sessions);

  await systemRoutes(app, {
    ping: db.ping,
    listing: () => (!listing ? 'off' : listing.sync.ready() ? 'ready' : 'loading'),
  });
  await rulesRoutes(app, { texts: rules });
  await clientErrorRoutes(app, { clientErrors });
  // a risky verdict also takes the listings showing that image off the shelf
  await moderationRoutes(app, {
    pushToken: config.notify.pushToken,
    onImageVerdict: async (traceId, verdict) => {
      const url = await upload.settleReview(traceId, verdict);
      if (url && verdict === 'risky') await selling.imageFlagged(url);
      return url !== null;
    },
  });
  await authRoutes(app, { auth, captcha, sms });
  await userRoutes(app, { user });
  await realnameRoutes(app, { realname });
  await uploadRoutes(app, { upload });
  await noticeRoutes(app, { notice });
  await siteRoutes(app, { site });
  await catalogueRoutes(app, { catalogue });
  await sellingRoutes(app, { selling });
  // one row of each queue the console's sections show, read for its total (admin/counts.ts)
  const one = { pageSize: 1 };
  const consoleCounts = createConsoleCounts({
    review: [() => review.queue(one)],
    orders: [() => orders.adminList({ ...one, state: 5 })],
    withdraw: [() => wallet.adminList({ ...one, status: 0 })],
    support: [
      () => problem.queue({ ...one, status: 0 }),
      () => blacklist.reports({ ...one, status: 0 }),
      () => merchant.queue({ ...one, status: 0 }),
    ],
    aftersale: [
      // open (0) and answered (1) wait for a decision, refunding (2) for the provider
      () => disputes.adminList({ ...one, state: 0 }),
      () => disputes.adminList({ ...one, state: 1 }),
      () => disputes.adminList({ ...one, state: 2 }),
      () => claims.adminList({ ...one, status: 0 }),
    ],
    services: [
      () => appraisal.queue({ ...one, status: 0 }),
      () => tradeIn.staffList({ ...one, stage: 'handedOver' }),
      () => rentals.adminListings({ ...one, state: 0 }),
    ],
  });
  await adminRoutes(app, {
    review,
    auditLog: createAuditLogService({ repo: adminRepo }),
    counts: consoleCounts,
  });
  await messageRoutes(app, { messages });
  await problemRoutes(app, { problem });
  await supportRoutes(app, { support });
  await blacklistRoutes(app, { blacklist });
  await merchantRoutes(app, { merchant });
  await noticeAdminRoutes(app, { noticeAdmin });
  await bannerAdminRoutes(app, { bannerAdmin });
  await orderRoutes(app, { orders });
  await paymentRoutes(app, { payments, publicBaseUrl: config.payment.publicBaseUrl });
  await walletRoutes(app, { wallet });
  await tradeAdminRoutes(app, { orders, payments, wallet });
  await offerRoutes(app, { offers });
  await disputeRoutes(app, { disputes });
  await claimRoutes(app, { claims });
  await ratingRoutes(app, { ratings });
  await notifyRoutes(app, { notify });
  await disputeAdminRoutes(app, { disputes });
  await claimAdminRoutes(app, { claims });
  await appraisalRoutes(app, { appraisal });
  await tradeInRoutes(app, { tradeIn });
  await rentalRoutes(app, { rentals });
  await rentalAdminRoutes(app, { rentals, payments });

  const services = {
    auth,
    user,
    realname,
    sms,
    sessions,
    upload,
    notice,
    site,
    catalogue,
    listing,
    messages,
    selling,
    review,
    problem,
    support,
    blacklist,
    merchant,
    noticeAdmin,
    bannerAdmin,
    appraisal,
    smsProvider,
    orders,
    payments,
    wallet,
    sandbox,
    rentals,
    offers,
    disputes,
    claims,
    ratings,
    notify,
    subscribe,
    tradeIn,
  };
  return { services, uploadsDir, listing, catalogue, viewFlush, limiter, kv };
}
