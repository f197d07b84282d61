import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { type AuditWriter, createAudited } from '../../lib/audited.js';
import type { Actor } from '../../lib/actor.js';
import { SingleFlight, type KvStore } from '../catalogue/index.js';
import { BadRequest } from '../../lib/errors.js';
import type { UploadService } from '../upload/index.js';
import {
  checkSiteImages,
  checkSiteValues,
  flatten,
  nest,
  SAMPLE_VALUES,
  SITE_IMAGE_FIELDS,
  SITE_IMAGE_KEYS,
  SITE_KEYS,
  type SiteImages,
  type SiteKey,
  type SiteValues,
} from './fields.js';
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
  images: SiteImages;
  rows: Rows;
}

/** The codes that are set among the rows (an empty value reads as not set). */
function imagesOf(rows: { key: string; value: string }[]): SiteImages {
  const out: SiteImages = {};
  for (const r of rows)
    if ((SITE_IMAGE_KEYS as readonly string[]).includes(r.key) && r.value) out[r.key as keyof SiteImages] = r.value;
  return out;
}

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESC[c]!);

/**
 * Site settings: read by every content page, so each instance keeps them in memory. An edit bumps
 * a version counter in the shared key-value store; every read compares the counter (a map lookup
 * in-process, one GET with Redis) and reloads the rows when it moved, so an edit on one instance is
 * what the next request to any instance reads.
 */
export function createSiteService(deps: {
  repo: SiteRepo;
  audit: AuditWriter;
  kv: KvStore;
  clock: Clock;
  db: Db;
  upload: Pick<UploadService, 'ownImages'>;
}) {
  const { repo, kv, clock, db, upload } = deps;
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
      const images = imagesOf(rows);
      const fresh = { version, loadedAt: clock.now().getTime(), values, images, rows };
      // a slower load of an older version never replaces a newer copy
      if (!snap || snap.version <= version) snap = fresh;
      return fresh;
    });
  }

  /**
   * The codes of an edit, each checked: a new one must be an upload of the operator saving it (the
   * rule avatars follow), so nobody points the page's code at a foreign picture or another user's
   * upload; the one already saved passes unchanged, so another operator can save the form. Runs
   * before the transaction: the upload check reads the database outside it.
   */
  async function checkImages(actor: Actor, body: Record<string, unknown>) {
    const asked = checkSiteImages(body);
    const current = imagesOf(await repo.all());
    const next: SiteImages = { ...current };
    for (const f of SITE_IMAGE_FIELDS) {
      const v = asked[f.key];
      if (v === undefined || v === (current[f.key] ?? null)) continue;
      if (v === null) {
        delete next[f.key];
        continue;
      }
      const own = await upload.ownImages(actor.userId, [v]);
      if (!own) throw new BadRequest(`${f.label}须为您本人在此上传的图片，请重新上传`);
      next[f.key] = own[0]!.url;
    }
    return next;
  }

  /** The console's form: values, which of them are still the seed's samples, and the last save. */
  async function adminSettings() {
    const { values, images, rows } = await load();
    const saved = rows.filter((r) => !r.sample).sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
    const stored = new Set(rows.filter((r) => !r.sample).map((r) => r.key));
    return {
      values: nest(values, images),
      // the codes have no sample: they are never marked 示例数据
      samples: SITE_KEYS.filter((k) => !stored.has(k)),
      updateTime: saved ? saved.updatedAt.toISOString() : null,
      // who saved last as the console shows people: nickname, else user name, else the id
      updatedBy: saved ? (saved.updatedByNick ?? saved.updatedByName ?? `用户 ${saved.updatedBy}`) : null,
    };
  }

  return {
    /** What the pages show: the nested object of GET /api/site/settings. */
    async settings() {
      const { values, images } = await load();
      return nest(values, images);
    },

    /** `site.<key>` → HTML-escaped value, for the `{{site.…}}` placeholders of content. */
    async texts(): Promise<Record<string, string>> {
      const { values } = await load();
      return Object.fromEntries(SITE_KEYS.map((k) => [`site.${k}`, escapeHtml(values[k])]));
    },

    adminSettings,

    /**
     * Saves every field and the codes (all are checked first: a bad one changes nothing) and
     * records who did it. A code the body leaves out stays as it is.
     */
    async update(actor: Actor, body: Record<string, unknown>) {
      const values = checkSiteValues(flatten(body));
      const images = await checkImages(actor, body);
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
        const cleared: string[] = [];
        for (const k of SITE_IMAGE_KEYS) {
          const old = current.get(k)?.value || '';
          const v = images[k] ?? '';
          if (old === v) continue;
          before[k] = old;
          after[k] = v;
          if (!v) cleared.push(k);
        }
        await repo.saveAll({ ...values, ...images }, actor.userId, now, tx);
        await repo.removeKeys(cleared, tx);
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
