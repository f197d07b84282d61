import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { type AuditWriter, createAudited } from '../../lib/audited.js';
import type { Actor } from '../../lib/actor.js';
import { SingleFlight, type KvStore } from '../catalogue/index.js';
import { checkSiteValues, flatten, nest, SAMPLE_VALUES, SITE_KEYS, type SiteKey, type SiteValues } from './fields.js';
import type { SiteRepo } from './repository.js';

/** The shared counter an edit bumps (in Redis when REDIS_URL is set, so every instance sees it). */
export const SITE_VERSION_KEY = 'site:ver';
/**
 * A copy older than this is reloaded even when the counter did not move: the safety net for an
 * edit made while the shared store was unreachable (the same idea as the catalogue's META_TTL_MS).
 */
export const SITE_TTL_MS = 60_000;

/** The audit row's target: the site is one record. */
const SITE_TARGET_ID = 1;

type Rows = Awaited<ReturnType<SiteRepo['all']>>;

interface Snapshot {
  version: number;
  loadedAt: number;
  values: SiteValues;
  rows: Rows;
}

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESC[c]!);

/**
 * Site settings: read by every content page, so each instance keeps them in memory. An edit bumps
 * a version counter in the shared key-value store; every read compares the counter (a map lookup
 * in-process, one GET with Redis) and reloads the rows when it moved, so an edit on one instance is
 * what the next request to any instance reads.
 */
export function createSiteService(deps: { repo: SiteRepo; audit: AuditWriter; kv: KvStore; clock: Clock; db: Db }) {
  const { repo, kv, clock, db } = deps;
  const audited = createAudited({ db, audit: deps.audit, clock });
  const flight = new SingleFlight();
  let snap: Snapshot | undefined;

  async function load(): Promise<Snapshot> {
    // the shared store unreachable: keep the copy we have (the TTL still reloads it from the database)
    const version = await kv.counter(SITE_VERSION_KEY).catch(() => snap?.version ?? 0);
    const now = clock.now().getTime();
    if (snap && snap.version === version && now - snap.loadedAt < SITE_TTL_MS) return snap;
    return flight.run(`site:${version}`, async () => {
      const rows = await repo.all();
      // a key the table lacks (a deployment that has not run the seed) reads as its sample value
      const values = { ...SAMPLE_VALUES };
      for (const r of rows) if ((SITE_KEYS as readonly string[]).includes(r.key)) values[r.key as SiteKey] = r.value;
      const fresh = { version, loadedAt: clock.now().getTime(), values, rows };
      // a slower load of an older version never replaces a newer copy
      if (!snap || snap.version <= version) snap = fresh;
      return fresh;
    });
  }

  /** The console's form: values, which of them are still the seed's samples, and the last save. */
  async function adminSettings() {
    const { values, rows } = await load();
    const saved = rows.filter((r) => !r.sample).sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
    const stored = new Set(rows.filter((r) => !r.sample).map((r) => r.key));
    return {
      values: nest(values),
      samples: SITE_KEYS.filter((k) => !stored.has(k)),
      updateTime: saved ? saved.updatedAt.toISOString() : null,
      // who saved last as the console shows people: nickname, else user name, else the id
      updatedBy: saved ? (saved.updatedByNick ?? saved.updatedByName ?? `用户 ${saved.updatedBy}`) : null,
    };
  }

  return {
    /** What the pages show: the nested object of GET /api/site/settings. */
    async settings() {
      return nest((await load()).values);
    },

    /** `site.<key>` → HTML-escaped value, for the `{{site.…}}` placeholders of content. */
    async texts(): Promise<Record<string, string>> {
      const { values } = await load();
      return Object.fromEntries(SITE_KEYS.map((k) => [`site.${k}`, escapeHtml(values[k])]));
    },

    adminSettings,

    /** Saves every field (all are checked first: a bad one changes nothing) and records who did it. */
    async update(actor: Actor, body: Record<string, unknown>) {
      const values = checkSiteValues(flatten(body));
      const now = clock.now();
      await audited(actor, 'site.update', 'site', async (tx) => {
        const current = new Map((await repo.lockAll(tx)).map((r) => [r.key, r]));
        const before: Record<string, string> = {};
        const after: Record<string, string> = {};
        for (const k of SITE_KEYS) {
          const old = current.get(k);
          if (!old || old.value !== values[k] || old.sample) {
            before[k] = old ? old.value : '';
            after[k] = values[k];
          }
        }
        await repo.saveAll(values, actor.userId, now, tx);
        return { id: SITE_TARGET_ID, before, after, out: null };
      });
      // after the commit, so an instance that reloads on the new version reads the saved rows; if the
      // shared store is unreachable the edit is saved all the same and other instances take it
      // within SITE_TTL_MS
      snap = undefined;
      await kv.bump(SITE_VERSION_KEY).catch(() => undefined);
      return adminSettings();
    },
  };
}
export type SiteService = ReturnType<typeof createSiteService>;
