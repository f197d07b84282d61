import { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { App } from './app-types.js';
import type { AppConfig } from './config.js';
import type { DbHandle } from './db/client.js';
import { ShiftedClock, systemClock, type Clock } from './lib/clock.js';
import { DataCrypto } from './lib/crypto.js';
import { Reactions } from './lib/events.js';
import { Extensions } from './lib/extensions.js';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from './lib/rate-limit.js';
import { createSanitizer } from './lib/sanitize.js';
import { WechatApiClient } from './lib/wechat-api.js';
import type { ConsoleSection, ModuleManifest, Ports } from './module-kit.js';
import { FLOWS } from './flows/index.js';
import { MODULES } from './modules.js';
import type { AlipayPhoneProvider, SmsProvider, WechatPhoneProvider } from './modules/auth/index.js';
import { MemoryKv, RedisKv, type KvStore } from './modules/catalogue/index.js';
import type { ModerationProvider } from './modules/moderation/index.js';
import type { SubscribeProvider } from './modules/notify/index.js';
import type { ProviderDeps } from './modules/payment/index.js';
import type { RealnameProvider } from './modules/realname/index.js';
import { registerAuth } from './plugins/auth.js';

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
  /** modules loaded after the app's own (modules.ts), e.g. a test's fixture module */
  extraModules?: readonly ModuleManifest[];
}

/**
 * The ports as a module sees them: reading one that no module built (yet) is a fault in the module
 * order; reading one the module does not declare (`needs`, when given) is a fault in its manifest.
 */
function guarded(ports: Partial<Ports>, module: string, needs?: readonly (keyof Ports)[]): Ports {
  const allowed = needs && new Set<string | symbol>(needs);
  return new Proxy(ports, {
    get(target, key) {
      if (typeof key === 'string' && allowed && !allowed.has(key))
        throw new Error(`module ${module} reads ${key}, which its manifest does not list in needs`);
      if (typeof key === 'string' && !(key in target))
        throw new Error(`module ${module} uses ${key}, which no module built before it provides (modules.ts order)`);
      return Reflect.get(target, key);
    },
  }) as Ports;
}

/**
 * Builds the shared infrastructure, then every module from its manifest (repositories first, then
 * services in list order), then the flows above them (flows/index.ts), fills the extension points
 * (lib/extensions.ts) from what the manifests contribute, registers the manifests' reactions
 * (lib/events.ts) and then their routes, in the order that fixes the OpenAPI document's.
 * It is the one place that loads the module list (issue 35): app.ts builds Fastify around it, and no
 * module imports either file.
 */
export async function composeModules(app: App, opts: BuildAppOptions) {
  const { config, db } = opts;
  // TEST_CLOCK (test deployments only; production refuses it): one movable clock for the app and its jobs
  const clock = opts.clock ?? (config.testClock ? new ShiftedClock() : systemClock);
  const modules = [...MODULES, ...(opts.extraModules ?? [])];

  const ports: Partial<Ports> = {
    app,
    config,
    db: db.db,
    ping: db.ping,
    clock,
    crypto: new DataCrypto(config.dataKey, config.dataKeysOld),
    limiter:
      opts.limiter ??
      (config.redisUrl
        ? new RedisRateLimiter(new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }))
        : new MemoryRateLimiter(clock)),
    kv:
      opts.kv ??
      (config.redisUrl
        ? new RedisKv(new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }))
        : new MemoryKv(clock)),
    log: app.log,
    opts,
    // the mini-program's server API (subscription messages, content security, phone numbers), when an app is configured
    wechatApi: config.notify.wx ? new WechatApiClient(config.notify.wx, { clock, fetch: opts.payment?.fetch }) : null,
    sanitize: createSanitizer({ linkHosts: config.contentLinkHosts }),
    events: new Reactions(app.log),
    extensions: new Extensions(),
  };
  for (const m of modules) Object.assign(ports, m.repos?.(db.db));
  for (const m of modules) Object.assign(ports, await m.build?.(guarded(ports, m.name, m.needs ?? [])));
  // the processes that span modules, on the faces of all of them
  for (const f of FLOWS) Object.assign(ports, f.build(guarded(ports, `flow ${f.name}`, f.needs)));
  const services = guarded(ports, 'compose');
  // the answers modules need from those built after them (payment purposes, the order page's after-sale part, …)
  for (const m of [...modules, ...FLOWS]) for (const c of m.contributes?.(services) ?? []) services.extensions.add(c);
  // every manifest's reactions, before any request can publish (in-transaction ones sort by their order)
  for (const m of modules) for (const r of m.reactions?.(services) ?? []) services.events.on(r);

  // one row of each queue the console's sections show, read for its total (admin/counts.ts)
  const queues: Ports['consoleQueues'] = {
    review: [],
    orders: [],
    withdraw: [],
    support: [],
    aftersale: [],
    services: [],
  };
  for (const m of modules)
    for (const c of m.consoleCounts ?? []) queues[c.section as ConsoleSection].push(() => c.total(services));
  ports.consoleQueues = queues;

  registerAuth(app, services.sessions);
  const routes = modules.flatMap((m) => m.routes ?? []).sort((a, b) => a.order - b.order);
  for (const r of routes) await r.register(app, services);

  // the plain object: Fastify's decorate probes it for properties nobody built
  return { services: ports as Ports, modules };
}
