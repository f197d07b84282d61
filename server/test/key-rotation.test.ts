import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../src/config.js';
import { beginEmbeddedRotation, finishEmbeddedRotation } from '../src/key-files.js';
import { DataCrypto, keyId } from '../src/lib/crypto.js';
import { checkSealedValues, rotateSealedValues, SEALED_TABLES } from '../src/ops/rotate-key.js';
import pg from 'pg';
import { pgUrls, setup, TEST_DATABASE_URL, type TestCtx } from './helpers.js';
import { appOn, appView, openedValues, populate, rawValues, sealV1, type Population } from './sealed-helpers.js';

let ctx: TestCtx;
let p: Population;
let keyA: Buffer;
const keyB = randomBytes(32);
let keyC: Buffer;
let originals: Map<string, string>;
let view0: Awaited<ReturnType<typeof appView>>;
let sellerIdCard: string;

before(async () => {
  console.log(`# key rotation on ${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
  ctx = await setup();
  keyA = ctx.config.dataKey;
  p = await populate(ctx);
  originals = await openedValues(ctx.db, new DataCrypto(keyA));
  sellerIdCard = originals.get(`users:${p.t.seller.id}:id_card_enc`)!;
  view0 = await appView(ctx, p, sellerIdCard);
});
after(async () => ctx.close());

const total = (xs: { resealed: number }[]) => xs.reduce((n, x) => n + x.resealed, 0);

describe('DATA_KEY rotation', () => {
  test('the population holds every kind of sealed value, including the pre-key-id format', async () => {
    const tables = new Set([...originals.keys()].map((k) => k.split(':')[0]));
    assert.deepEqual([...tables].sort(), [...SEALED_TABLES].sort());
    const raw = await rawValues(ctx.db);
    // every column of the database that holds a sealed-looking value is one the rotation moves
    const cols = (
      (await ctx.db.db.execute(
        sql`select table_name as t, column_name as c from information_schema.columns
            where table_schema = 'public' and data_type in ('text', 'character varying') order by 1, 2`,
      )) as unknown as { rows: { t: string; c: string }[] }
    ).rows;
    const holding: string[] = [];
    for (const { t, c } of cols) {
      const r = (await ctx.db.db.execute(
        sql.raw(`select count(*)::int as n from "${t}" where "${c}" ~ '^v[12]\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.'`),
      )) as unknown as { rows: { n: number }[] };
      if (r.rows[0]!.n > 0) holding.push(`${t}:${c}`);
    }
    const known = [...new Set([...raw.keys()].map((k) => `${k.split(':')[0]}:${k.split(':')[2]}`))].sort();
    assert.deepEqual(holding, known);
    assert.ok(raw.get(`users:${p.legacyUserId}:real_name_enc`)!.startsWith('v1.'));
    assert.equal(originals.get(`users:${p.legacyUserId}:real_name_enc`), '李旧值');
    assert.equal(
      JSON.parse(originals.get(`tradein_details:${p.tradeInId}:credentials_enc`)!).password,
      'TradeIn-Pw-3!',
    );
    assert.equal(originals.get(`withdrawals:${p.withdrawId}:alipay_account_enc`), 'seller_pay@example.com');
    // the app shows what was written
    assert.deepEqual(view0.rented.password, 'Rent-Pw-71!');
    assert.deepEqual(view0.withdrawal, { alipayAccount: 'seller_pay@example.com', accountName: '王测试' });
    assert.equal(view0.duplicateId[0], 409);
  });

  test('stopped after the first batch, then re-run: every value under the new key, none opens with the old key alone', async () => {
    const crypto = new DataCrypto(keyB, [keyA]);
    const first = await rotateSealedValues(ctx.db.db, crypto, { batchSize: 2, maxBatches: 1 });
    assert.equal(first.complete, false);
    assert.equal(first.tables.length, 1);
    assert.equal(first.tables[0]!.stopped, true);
    assert.ok(first.tables[0]!.resealed > 0);
    const mid = await checkSealedValues(ctx.db.db, crypto);
    const current = mid.reduce((n, t) => n + t.current, 0);
    assert.equal(current, total(first.tables));
    assert.ok(current < originals.size);

    const started = Date.now();
    const second = await rotateSealedValues(ctx.db.db, crypto, { batchSize: 2 });
    const ms = Date.now() - started;
    assert.equal(second.complete, true, JSON.stringify(second.tables));
    assert.equal(total(first.tables) + total(second.tables), originals.size);
    console.log(
      `# rotated ${total(second.tables)} values in ${ms} ms (batches of 2, after a first batch of ${total(first.tables)})`,
    );
    for (const t of second.tables) console.log(`#   ${t.table}: ${t.resealed}`);
    // nothing left: a third run changes nothing
    assert.equal(total((await rotateSealedValues(ctx.db.db, crypto)).tables), 0);

    const raw = await rawValues(ctx.db);
    assert.equal(raw.size, originals.size);
    const oldOnly = new DataCrypto(keyA);
    for (const [k, v] of raw) {
      assert.ok(v.startsWith(`v2.${keyId(keyB)}.`), k);
      assert.throws(() => oldOnly.decrypt(v), `${k} still opens with the old key`);
    }
    assert.deepEqual(await openedValues(ctx.db, new DataCrypto(keyB)), originals);
    const check = await checkSealedValues(ctx.db.db, new DataCrypto(keyB));
    for (const t of check) {
      assert.equal(t.current, t.values, t.table);
      assert.deepEqual(t.unreadable, []);
    }
    // the ID numbers' keyed hashes moved to the new key too
    const [u] = (
      (await ctx.db.db.execute(sql`select id_card_hash as h from users where id = ${p.t.seller.id}`)) as unknown as {
        rows: { h: string }[];
      }
    ).rows;
    assert.equal(u!.h, new DataCrypto(keyB).hmac(`idcard:${sellerIdCard}`));
  });

  test('the app reads everything alike with the new and old key, then with only the new key', async () => {
    for (const keys of [{ dataKeysOld: [keyA] }, { dataKeysOld: [] }]) {
      const app = await appOn(ctx.db, { ...ctx.config, dataKey: keyB, ...keys });
      try {
        assert.deepEqual(await appView(app, p, sellerIdCard), view0);
      } finally {
        await app.close();
      }
    }
  });

  test('a value no configured key opens: the run names its table and id, moves the others, and is not complete', async () => {
    const stranger = new DataCrypto(randomBytes(32));
    await ctx.db.db.execute(
      sql`update tradein_details set credentials_enc = ${stranger.encrypt('{"v":1}')} where request_id = ${p.tradeInId}`,
    );
    keyC = randomBytes(32);
    const r = await rotateSealedValues(ctx.db.db, new DataCrypto(keyC, [keyB]));
    assert.equal(r.complete, false);
    assert.equal(r.unreadable, 1);
    assert.deepEqual(r.tables.find((t) => t.table === 'tradein_details')!.unreadable, [p.tradeInId]);
    assert.equal(total(r.tables), originals.size - 1);
    assert.throws(() => new DataCrypto(keyC).decrypt('v2.00000000.a.b.c'), /not configured/);
  });

  test(
    'a row a request holds locked is skipped, then re-sealed by a later pass once released, with the change the request made',
    {
      skip: TEST_DATABASE_URL
        ? false
        : 'TEST_DATABASE_URL is not set: row locks between two connections need PostgreSQL (PGlite runs one transaction at a time)',
    },
    async () => {
      const c = new DataCrypto(keyC);
      const tradeIn = originals.get(`tradein_details:${p.tradeInId}:credentials_enc`)!;
      await ctx.db.db.execute(
        sql`update tradein_details set credentials_enc = ${c.encrypt(tradeIn)} where request_id = ${p.tradeInId}`,
      );
      // another connection (a request of a server still sealing under keyC) holds the withdrawal and changes it
      const holder = new pg.Client({ connectionString: pgUrls.get(ctx.db) });
      await holder.connect();
      await holder.query('begin');
      await holder.query('select id from withdrawals where id = $1 for update', [p.withdrawId]);
      await holder.query('update withdrawals set alipay_account_enc = $1 where id = $2', [
        c.encrypt('changed@example.com'),
        p.withdrawId,
      ]);
      const keyD = randomBytes(32);
      const busy: string[] = [];
      try {
        const r = await rotateSealedValues(ctx.db.db, new DataCrypto(keyD, [keyC]), {
          onBusy: async (s) => {
            busy.push(`${s.table}:${s.remaining}`);
            await holder.query('commit');
          },
        });
        assert.deepEqual(busy, ['withdrawals:1']);
        assert.equal(r.complete, true, JSON.stringify(r.tables));
      } finally {
        await holder.end();
      }
      const opened = await openedValues(ctx.db, new DataCrypto(keyD));
      assert.equal(opened.get(`withdrawals:${p.withdrawId}:alipay_account_enc`), 'changed@example.com');
      assert.equal(opened.get(`withdrawals:${p.withdrawId}:account_name_enc`), '王测试');
      for (const [k, v] of await rawValues(ctx.db)) assert.ok(v.startsWith(`v2.${keyId(keyD)}.`), k);
    },
  );
});

describe('keys and key files', () => {
  test('a sealed value names its key; previous keys open, never seal; v1 values open under any configured key', () => {
    const [k1, k2] = [randomBytes(32), randomBytes(32)];
    const old = new DataCrypto(k1);
    const both = new DataCrypto(k2, [k1]);
    const box = old.encrypt('王测试');
    assert.ok(box.startsWith(`v2.${keyId(k1)}.`));
    assert.equal(both.decrypt(box), '王测试');
    assert.equal(both.isCurrent(box), false);
    assert.ok(both.encrypt('x').startsWith(`v2.${keyId(k2)}.`));
    assert.equal(both.decrypt(sealV1(k1, 'legacy')), 'legacy');
    assert.equal(both.decrypt(sealV1(k2, 'legacy')), 'legacy');
    assert.throws(() => new DataCrypto(k2).decrypt(box), /not configured/);
    // the key id is bound to the ciphertext: relabelling a value does not make another key try it
    const relabelled = box.replace(keyId(k1), keyId(k2));
    assert.throws(() => both.decrypt(relabelled), /does not open/);
    assert.deepEqual(both.hmacAll('a'), [new DataCrypto(k2).hmac('a'), old.hmac('a')]);
  });

  test('DATA_KEY_OLD is a comma-separated list; secret.key.old is read in embedded mode', () => {
    const [k1, k2, k3] = [randomBytes(32), randomBytes(32), randomBytes(32)];
    const b64 = (k: Buffer) => k.toString('base64');
    const env = loadConfig({ DATA_KEY: b64(k3), DATA_KEY_OLD: `${b64(k1)}, ${b64(k2)}` });
    assert.deepEqual(env.dataKeysOld, [k1, k2]);
    assert.equal(env.dataKeySource, 'env');
    assert.throws(() => loadConfig({ DATA_KEY: b64(k3), DATA_KEY_OLD: 'c2hvcnQ=' }), ConfigError);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hs-keys-'));
    try {
      const first = loadConfig({ DATA_DIR: dir });
      assert.equal(first.dataKeySource, 'file');
      // a rotation: the old key is copied aside, a new one installed, both are read
      const r = beginEmbeddedRotation(dir);
      assert.equal(r.resumed, false);
      assert.ok(r.previous[0]!.equals(first.dataKey));
      const mid = loadConfig({ DATA_DIR: dir });
      assert.ok(mid.dataKey.equals(r.current));
      assert.deepEqual(mid.dataKeysOld, [first.dataKey]);
      // interrupted and run again: the same new key
      const again = beginEmbeddedRotation(dir);
      assert.equal(again.resumed, true);
      assert.ok(again.current.equals(r.current));
      finishEmbeddedRotation(dir);
      assert.equal(existsSync(path.join(dir, 'secret.key.old')), false);
      assert.deepEqual(loadConfig({ DATA_DIR: dir }).dataKeysOld, []);
      // secret.key lost mid-rotation: refuse to make a new key that would strand the old values
      writeFileSync(path.join(dir, 'secret.key.old'), readFileSync(path.join(dir, 'secret.key')));
      rmSync(path.join(dir, 'secret.key'));
      assert.throws(() => loadConfig({ DATA_DIR: dir }), /secret\.key is missing/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
