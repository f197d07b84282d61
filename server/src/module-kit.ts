import type { FastifyBaseLogger } from 'fastify';
import { getTableName, is, Table } from 'drizzle-orm';
import type { App } from './app-types.js';
import type { AppConfig } from './config.js';
import type { BuildAppOptions } from './compose.js';
import type { Db } from './db/client.js';
import type { Clock } from './lib/clock.js';
import type { DataCrypto } from './lib/crypto.js';
import type { Reactions, ReactionSpec } from './lib/events.js';
import type { Contribution, Extensions } from './lib/extensions.js';
import type { RateLimiter } from './lib/rate-limit.js';
import type { CheckStats, ResealOptions, ResealStats } from './lib/reseal.js';
import type { Sanitizer } from './lib/sanitize.js';
import type { WechatApiClient } from './lib/wechat-api.js';

/**
 * What a module's build step may be handed: the shared infrastructure compose.ts builds, plus what
 * the modules built before it provide. Each module adds its own entries by declaration merging in
 * its index.ts (`declare module '../../module-kit.js'`), so no module imports another to name them.
 */
export interface Ports {
  app: App;
  config: AppConfig;
  db: Db;
  /** the database answers (GET /api/health) */
  ping: () => Promise<boolean>;
  clock: Clock;
  crypto: DataCrypto;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  /** the seams tests replace (providers, transports, sleep) */
  opts: BuildAppOptions;
  /** the mini-program's server API, when an app is configured */
  wechatApi: WechatApiClient | null;
  sanitize: Sanitizer;
  /** the reaction registry (lib/events.ts): publishers call it, the manifests' reactions fill it */
  events: Reactions;
  /** the extension points (lib/extensions.ts): their askers read them, the manifests' contributes fill them */
  extensions: Extensions;
  /** the console's queues, gathered from every manifest's consoleCounts (admin sums them) */
  consoleQueues: Record<ConsoleSection, (() => Promise<{ total: number }>)[]>;
}

export type ConsoleSection = 'review' | 'orders' | 'withdraw' | 'support' | 'aftersale' | 'services';

/** A background job: started by server.ts for every manifest, stopped on shutdown. */
export interface JobSpec {
  name: string;
  /** how often it runs, from the configuration */
  intervalMs(config: AppConfig): number;
  start(ports: Ports, log: FastifyBaseLogger, intervalMs: number): { stop(): Promise<void> };
}

/** A table with sealed (DataCrypto) columns: how ops/rotate-key.ts re-seals and checks it. */
export interface SealedTable {
  name: string;
  reseal: (db: Db, c: DataCrypto, o?: ResealOptions) => Promise<ResealStats>;
  check: (db: Db, c: DataCrypto) => Promise<CheckStats>;
}

/** What a module's seed steps are given: the database before the app is built, and where uploads go. */
export interface SeedContext {
  db: Db;
  config: AppConfig;
  clock: Clock;
  uploadsDir: string;
}

/** The counts the start-up banner prints of the demo data (SEED_DEMO). */
export interface DemoSeedCounts {
  goods: number;
  deals: number;
  rentals: number;
}

/**
 * One step of the data a database is given at start. The steps of every module run in `order`
 * (one list for all modules: a step may need the rows of another module's earlier step); each is
 * idempotent and reads the time from the clock only.
 */
export interface SeedStep {
  order: number;
  run(ctx: SeedContext): Promise<Partial<DemoSeedCounts> | void>;
}

/** What a module keeps running while the app is up (in-process, unlike jobs: tests' apps run it too). */
export interface Running {
  stop(): Promise<void>;
}

/**
 * A module as the app loads it (issue 35): its tables, how it builds its repositories and services,
 * its routes, jobs, console counts, sealed columns, reactions, what it contributes to other modules'
 * extension points, what it keeps running and its seed steps. compose.ts, app.ts, server.ts and
 * db/seed-demo.ts loop over the ordered list of these (modules.ts).
 */
export interface ModuleManifest<N extends keyof Ports = keyof Ports> {
  name: string;
  /** the SQL tables it owns (db/schema.ts still re-exports them for drizzle-kit) */
  tables: readonly string[];
  /** repositories, built before any service: they need only the database */
  repos?(db: Db): Partial<Ports>;
  /**
   * The ports its build reads. Build is handed these only: the type is narrowed to them
   * (defineModule), and compose.ts refuses a read of any other while it builds.
   */
  needs?: readonly N[];
  /** services, built in module-list order from the ports built so far that it `needs` */
  build?(ports: Pick<Ports, N>): Partial<Ports> | Promise<Partial<Ports>>;
  /** route plugins; `order` is the place in the OpenAPI document, which registration order fixes */
  routes?: readonly { order: number; register(app: App, ports: Ports): Promise<void> }[];
  jobs?: readonly JobSpec[];
  /** what the console's side navigation counts for this module, one queue per entry */
  consoleCounts?: readonly { section: ConsoleSection; total(ports: Ports): Promise<{ total: number }> }[];
  sealed?: readonly SealedTable[];
  /**
   * What it does when other modules' events happen (lib/events.ts): in-transaction reactions that
   * may veto the publisher, after-commit ones that refresh or notify. Read once every module is built.
   */
  reactions?(ports: Ports): readonly ReactionSpec[];
  /**
   * What it puts into other modules' extension points (lib/extensions.ts): answers they need from
   * a module built after them, e.g. a payment purpose's handler. Read once every module and flow
   * is built.
   */
  contributes?(ports: Ports): readonly Contribution[];
  /**
   * Started by buildApp once every route is registered, stopped (last started first) when the app
   * closes, before the shared stores (rate limits, caches) do.
   */
  start?(ports: Ports): Running;
  /**
   * Data for a fresh database, written before the app is built (db/seed-demo.ts runs the steps):
   * `base` on every start, what the product needs; with SEED_DEMO the `demo` steps instead, which
   * write the base data themselves first where they need it.
   */
  seed?: { base?: readonly SeedStep[]; demo?: readonly SeedStep[] };
}

/**
 * A module's manifest with its build narrowed to what it declares: `needs: ['db', 'clock']` types
 * build's ports as `Pick<Ports, 'db' | 'clock'>`, so reading anything else does not compile.
 */
export function defineModule<const N extends keyof Ports = never>(manifest: ModuleManifest<N>): ModuleManifest {
  return manifest;
}

/**
 * A flow (server/src/flows/): a process that spans modules, built after every module from their
 * ports, whose steps call the modules' faces in one database transaction. It owns no table and no
 * route; the modules' routes and jobs reach it through its port.
 */
export interface FlowManifest<N extends keyof Ports = keyof Ports> {
  name: string;
  /** the ports its build reads (modules' faces, other flows built before it), as for a module */
  needs: readonly N[];
  build(ports: Pick<Ports, N>): Partial<Ports>;
  /** what it puts into modules' extension points (the order purpose of payments, how an order completes) */
  contributes?(ports: Ports): readonly Contribution[];
}

/** A flow with its build narrowed to what it declares, as defineModule does for a module. */
export function defineFlow<const N extends keyof Ports = never>(flow: FlowManifest<N>): FlowManifest {
  return flow as FlowManifest;
}

/** The SQL names of the Drizzle tables among a table.ts module's exports. */
export function tableNames(exports: Record<string, unknown>): string[] {
  return Object.values(exports)
    .filter((v) => is(v, Table))
    .map((t) => getTableName(t as Table));
}

/**
 * A port made of a few of an owner's repository functions (issue 36: no module is handed another's
 * repository). The object holds those functions only, so a consumer cannot reach the rest at run
 * time either; they close over the database, so they keep working apart from their object.
 */
export function portOf<T extends object, const K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, source[k]])) as Pick<T, K>;
}
