import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../src/config.js';
import type { DbHandle } from '../src/db/client.js';
import { seed } from '../src/db/seed.js';
import { seedDemo } from '../src/db/seed-demo.js';
import { ManualClock } from '../src/lib/clock.js';
import { CONTACT_MASK, detectContacts, maskContacts } from '../src/modules/moderation/contacts.js';
import { CONTACT_DISGUISES, HANDOVER_READABLE, ORDINARY_TRADE_WORDS } from './fixtures/contact-disguises.js';
import { freshDb, testConfig } from './helpers.js';

// The contact detector of issue 43, measured against the list committed before it was written.

describe('the contact detector', () => {
  test('catches every disguise of the committed list', () => {
    const missed = CONTACT_DISGUISES.filter((t) => detectContacts(t).length === 0);
    assert.deepEqual(missed, []);
    assert.ok(CONTACT_DISGUISES.length >= 50);
  });

  test('finds nothing in ordinary trade words', () => {
    const flagged = ORDINARY_TRADE_WORDS.filter((t) => detectContacts(t).length > 0);
    assert.deepEqual(flagged, []);
  });

  test('spans cover the contact and only the contact, so masking keeps the rest of the line', () => {
    assert.equal(
      maskContacts('电话 138 0013 8000 随时打', detectContacts('电话 138 0013 8000 随时打')),
      `电话 ${CONTACT_MASK} 随时打`,
    );
    assert.equal(
      maskContacts('有意 VX：lol88866 看号', detectContacts('有意 VX：lol88866 看号')),
      `有意 ${CONTACT_MASK} 看号`,
    );
    const keycaps = '号码 1️⃣3️⃣8️⃣0️⃣0️⃣1️⃣3️⃣8️⃣0️⃣0️⃣0️⃣ 谢谢';
    assert.equal(maskContacts(keycaps, detectContacts(keycaps)), `号码 ${CONTACT_MASK} 谢谢`);
    const two = '扣 12345678 或者 t.me/haoshi_deals';
    assert.deepEqual(
      detectContacts(two).map((s) => [s.kind, two.slice(s.start, s.end)]),
      [
        ['qq', '扣 12345678'],
        ['link', 't.me/haoshi_deals'],
      ],
    );
  });

  test('a phone number is a contact in Chinese numerals too, and a 10-digit game figure is not', () => {
    assert.deepEqual(
      detectContacts('壹叁捌零零壹叁捌零零零').map((s) => s.kind),
      ['phone'],
    );
    assert.deepEqual(detectContacts('战力 1380013800'), []);
    assert.deepEqual(detectContacts('V10 贵族，QQ区'), []);
    assert.deepEqual(
      detectContacts('邮箱 12345678@qq.com，QQ群 123456789').map((x) => x.kind),
      ['handle', 'qq'],
    );
    assert.deepEqual(detectContacts('微信群 12 个，QQ群 3 个'), []);
  });

  test('inside a handover, SMS codes and the account id stay readable; outside it a phone number after 账号 does not', () => {
    for (const t of HANDOVER_READABLE) assert.deepEqual(detectContacts(t, { handover: true }), [], t);
    assert.equal(detectContacts('帐号：13800138000 密码发你了').length, 1);
    // the exemption is for the number after those words, not for a contact elsewhere in the line
    assert.equal(detectContacts('账号 13800138000，有问题加 vx haoshi_8866', { handover: true }).length, 1);
  });
});

describe('the seeded catalogue', () => {
  let db: DbHandle;
  let config: AppConfig;
  before(async () => {
    db = await freshDb();
    config = testConfig({ SEED_DEMO: 'true' });
    const clock = new ManualClock(new Date('2026-03-04T09:15:00Z'));
    await seed(db.db, config, clock);
    await seedDemo(db.db, config, clock);
  });
  after(async () => {
    await db?.close();
    if (config) rmSync(config.dataDir, { recursive: true, force: true });
  });

  test('no seeded title or description reads as a contact', async () => {
    const rows = (
      (await db.db.execute(sql`select id, title, description from goods order by id`)) as unknown as {
        rows: { id: number; title: string; description: string }[];
      }
    ).rows;
    assert.ok(rows.length > 100, `${rows.length} goods seeded`);
    const flagged = rows
      .flatMap((r) => [r.title, r.description])
      .filter((t) => detectContacts(t).length > 0)
      .map((t) => maskContacts(t, detectContacts(t)));
    assert.deepEqual(flagged, []);
  });

  test('nor any seeded chat line, rating or reply (they are written as real deals are)', async () => {
    const rows = (
      (await db.db.execute(
        sql`select text as t from order_chat where text is not null
            union all select comment from order_ratings where comment is not null
            union all select reply from order_ratings where reply is not null`,
      )) as unknown as { rows: { t: string }[] }
    ).rows;
    assert.ok(rows.length > 10, `${rows.length} seeded lines`);
    assert.deepEqual(
      rows.map((r) => r.t).filter((t) => detectContacts(t).length > 0),
      [],
    );
  });
});
