import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ConfigError, loadConfig, REPO_ROOT } from '../src/config.js';
import { configDoc, DOC_END, DOC_START, withConfigDoc } from '../src/config/doc.js';
import { readEnv } from '../src/config/env.js';
import { ENV_VARS, GROUPS } from '../src/config/env-schema.js';
import { MODULES } from '../src/modules.js';
import { ruleTexts } from '../src/modules/rules/rules.js';

const key = { dataKey: Buffer.alloc(32, 7) };
const load = (env: Record<string, string>) => loadConfig(env, key);
const refusal = (env: Record<string, string>) => {
  try {
    load(env);
  } catch (e) {
    assert.ok(e instanceof ConfigError, String(e));
    return e.message;
  }
  assert.fail(`accepted ${JSON.stringify(env)}`);
};

describe('configuration schema (issue 39)', () => {
  test('docs/configuration.md holds the tables generated from the schema (run `npm run gen:config-doc`)', () => {
    const doc = readFileSync(path.join(REPO_ROOT, 'docs', 'configuration.md'), 'utf8');
    assert.ok(doc.includes(DOC_START) && doc.includes(DOC_END), 'docs/configuration.md lacks the config-table markers');
    assert.equal(
      doc,
      withConfigDoc(doc),
      'docs/configuration.md: the configuration tables are stale: npm run gen:config-doc',
    );
  });

  test('every variable is in the tables once, each line of readable width', () => {
    const doc = configDoc();
    for (const name of Object.keys(ENV_VARS))
      assert.equal(doc.split(`| \`${name}\` |`).length, 2, `${name} is not in the tables exactly once`);
    for (const line of doc.split('\n')) assert.ok(line.length <= 160, `over 160 characters: ${line}`);
  });

  test('every variable has a Chinese description, a known section, and bounds when it is a number', () => {
    assert.ok(Object.keys(ENV_VARS).length >= 100);
    for (const [name, s] of Object.entries(ENV_VARS)) {
      assert.match(s.description, /[\u4e00-\u9fff]/, `${name}: no Chinese description`);
      assert.ok(s.group in GROUPS, `${name}: unknown section ${s.group}`);
      if (s.type === 'integer') assert.ok(Number.isInteger(s.minimum) && Number.isInteger(s.maximum), name);
      if (s.pattern) assert.ok(s.mismatch, `${name}: a pattern needs its refusal message`);
    }
  });

  test('unset and empty take the defaults, which the schema itself accepts', () => {
    const { env } = readEnv({});
    assert.deepEqual(readEnv({ PORT: '', SMS_PROVIDER: '', RECYCLE_FACTOR: '' }).env, env);
    assert.equal(env.PORT, 3000);
    assert.equal(env.SEED_DEMO, undefined, 'SEED_DEMO has no fixed default: it depends on the database and NODE_ENV');
  });

  test('the figures keep their defaults', () => {
    const c = load({});
    assert.deepEqual(
      [c.port, c.host, c.tokenTtlDays, c.sessionMaxDays, c.imageConcurrency, c.recycleFactor],
      [3000, '0.0.0.0', 7, 30, 2, 0.7],
    );
    assert.deepEqual(c.trade, {
      commissionBps: 500,
      protection: {
        basicDays: 30,
        tierA: { rateBps: 1000, days: 365 },
        tierB: { rateBps: 2000, days: null, capPct: 150 },
      },
      unpaidExpireMs: 15 * 60_000,
      autoConfirmMs: 72 * 3_600_000,
      maxUnpaidPerBuyer: 3,
      jobIntervalMs: 20_000,
      withdraw: { minFen: 1000, feeBps: 10, feeMinFen: 10 },
      // the seller reserve behind 包赔 (issue 42): 30 % for 7 days
      reserve: { percent: 30, ms: 7 * 86_400_000 },
      handover: {
        staffMinFen: 0,
        staffGames: [],
        feeBps: 0,
        feeMinFen: 0,
        serviceHours: { text: '09:00-23:00', fromMin: 540, toMin: 1380 },
      },
    });
    assert.deepEqual(c.tradeIn, { quoteWindowMs: 24 * 3_600_000, payWindowMs: 24 * 3_600_000, feeBps: 300 });
    assert.deepEqual(c.afterSale, {
      disputeAnswerMs: 48 * 3_600_000,
      disputeResumeMs: 24 * 3_600_000,
      claimDecisionMs: 15 * 86_400_000,
      disputeReplyMs: 48 * 3_600_000,
      disputeDecideMs: 72 * 3_600_000,
      handoverSellerMs: 24 * 3_600_000,
      deadlineJobIntervalMs: 60_000,
      ratingEditMs: 7 * 86_400_000,
      offerAcceptedMs: 24 * 3_600_000,
      offerAnswerMs: 48 * 3_600_000,
      offerMinPct: 50,
    });
    assert.deepEqual(c.rental, {
      commissionBps: 1000,
      unpaidExpireMs: 15 * 60_000,
      graceMs: 120 * 60_000,
      maxAdvanceMs: 7 * 86_400_000,
      maxHours: 72,
      overnightStartHour: 22,
      overnightEndHour: 8,
      maxUnpaidPerRenter: 3,
    });
    assert.deepEqual(c.storageCaps, { clientErrorMaxRows: 10_000, clientErrorKeepDays: 30, captchaMaxRows: 50_000 });
    assert.equal(c.notify.jobIntervalMs, 5000);
    assert.equal(c.notify.wxTemplates.claim_decided, 'demo_claim_decided');
    assert.equal(Object.keys(c.rateLimits).length, 20);
    assert.deepEqual(c.rateLimits.passwordLoginIp, { max: 10, windowMs: 60_000 });
    assert.deepEqual(c.rateLimits.registerIp, { max: 5, windowMs: 3_600_000 });
    assert.deepEqual(c.rateLimits.withdrawUser, { max: 10, windowMs: 86_400_000 });
    assert.equal(load({ RATE_WITHDRAW_USER: '3' }).rateLimits.withdrawUser.max, 3);
  });

  test('a bad value is refused with the message deployments have always seen', () => {
    assert.equal(refusal({ PORT: 'abc' }), 'PORT must be an integer in [0, 65535], got "abc"');
    assert.equal(refusal({ PORT: '65536' }), 'PORT must be an integer in [0, 65535], got "65536"');
    assert.equal(refusal({ OFFER_MIN_PCT: '0' }), 'OFFER_MIN_PCT must be an integer in [1, 100], got "0"');
    assert.equal(
      refusal({ WITHDRAW_MIN_FEN: '0' }),
      'WITHDRAW_MIN_FEN must be an integer in [1, 9007199254740991], got "0"',
    );
    assert.equal(refusal({ TRADEIN_FEE_BPS: '2.5' }), 'TRADEIN_FEE_BPS must be an integer in [0, 5000], got "2.5"');
    assert.equal(refusal({ CAPTCHA_ENABLED: 'maybe' }), 'CAPTCHA_ENABLED must be true/false, got "maybe"');
    assert.equal(
      refusal({ SMS_PROVIDER: 'twilio' }),
      'SMS_PROVIDER must be one of console, memory, aliyun, got "twilio"',
    );
    assert.equal(refusal({ LOG_FORMAT: 'xml' }), 'LOG_FORMAT must be one of json, pretty, got "xml"');
    assert.equal(refusal({ RECYCLE_FACTOR: '0' }), 'RECYCLE_FACTOR must be a number in (0, 1], got "0"');
    assert.equal(refusal({ RECYCLE_FACTOR: '1.01' }), 'RECYCLE_FACTOR must be a number in (0, 1], got "1.01"');
    assert.equal(refusal({ WX_TMPL_WITHDRAW_PAID: 'no spaces' }), 'WX_TMPL_WITHDRAW_PAID is not a template id');
    assert.match(refusal({ ALIPAY_GATEWAY: 'https://gw.example' }), /ALIPAY_\* is partly set: missing ALIPAY_APP_ID/);
    assert.equal(
      refusal({ HANDOVER_STAFF_GAMES: 'wzry,原神' }),
      'HANDOVER_STAFF_GAMES takes game keys separated by commas (like wzry,ys), got "原神"',
    );
    assert.deepEqual(load({ HANDOVER_STAFF_GAMES: ' wzry, YS ,wzry,' }).trade.handover.staffGames, ['wzry', 'ys']);
    assert.equal(
      refusal({ HANDOVER_SERVICE_HOURS: '9-23' }),
      'HANDOVER_SERVICE_HOURS takes HH:MM-HH:MM (like 09:00-23:00)',
    );
    assert.equal(
      refusal({ HANDOVER_SERVICE_HOURS: '08:00-08:00' }),
      'HANDOVER_SERVICE_HOURS must not start and end at the same time, got "08:00-08:00"',
    );
    // an end before the start runs overnight
    assert.deepEqual(load({ HANDOVER_SERVICE_HOURS: '20:00-02:30' }).trade.handover.serviceHours, {
      text: '20:00-02:30',
      fromMin: 1200,
      toMin: 150,
    });
  });

  test('values are read as written: words for booleans, bounds inclusive, 0 protection days is lifetime', () => {
    assert.equal(load({ CAPTCHA_ENABLED: ' Off ' }).captchaEnabled, false);
    assert.equal(load({ LISTING_INDEX: 'no' }).listingIndex, false);
    assert.equal(load({ RENTAL_OVERNIGHT_START: '23' }).rental.overnightStartHour, 23);
    assert.equal(load({ RECYCLE_FACTOR: '1' }).recycleFactor, 1);
    assert.equal(load({ PROTECT_B_DAYS: '730' }).trade.protection.tierB.days, 730);
    assert.equal(load({ NOTIFY_JOB_SECONDS: '9' }).notify.jobIntervalMs, 9000);
  });

  test('/api/rules shows the configured figures, including the twelve the README used to miss', () => {
    const t = ruleTexts(
      load({
        CLAIM_DECISION_DAYS: '10',
        DISPUTE_ANSWER_HOURS: '36',
        DISPUTE_RESUME_HOURS: '12',
        OFFER_ACCEPTED_HOURS: '6',
        OFFER_ANSWER_HOURS: '30',
        OFFER_MIN_PCT: '60',
        RATING_EDIT_DAYS: '5',
        TRADEIN_FEE_BPS: '250',
        TRADEIN_PAY_HOURS: '12',
        TRADEIN_QUOTE_HOURS: '48',
      }),
    );
    assert.deepEqual(
      [
        t['claim.decision'],
        t['dispute.answer'],
        t['dispute.resume'],
        t['offer.accepted'],
        t['offer.answer'],
        t['offer.minPct'],
        t['rating.edit'],
        t['tradein.fee'],
        t['tradein.pay'],
        t['tradein.quote'],
      ],
      ['10 天', '36 小时', '12 小时', '6 小时', '30 小时', '60%', '5 天', '2.5%', '12 小时', '48 小时'],
    );
  });

  test('every job runs at a configured interval (TRADE_, NOTIFY_, PURGE_, RECON_ or DEADLINE_JOB_SECONDS)', () => {
    const c = load({
      TRADE_JOB_SECONDS: '7',
      NOTIFY_JOB_SECONDS: '3',
      PURGE_JOB_SECONDS: '11',
      RECON_JOB_SECONDS: '13',
      DEADLINE_JOB_SECONDS: '17',
    });
    const jobs = MODULES.flatMap((m) => m.jobs ?? []);
    assert.ok(jobs.length >= 7, 'the order, purge, rental, trade-in, notify, reconciliation and deadline jobs');
    for (const j of jobs)
      assert.ok([7000, 3000, 11000, 13000, 17000].includes(j.intervalMs(c)), `${j.name}: ${j.intervalMs(c)} ms`);
    assert.equal(jobs.find((j) => j.name === 'purge-sealed')?.intervalMs(c), 11000);
    assert.equal(jobs.find((j) => j.name === 'recon')?.intervalMs(c), 13000);
    assert.equal(jobs.find((j) => j.name === 'deadlines')?.intervalMs(c), 17000);
  });

  test('no server file reads process.env itself: settings go through the schema', () => {
    const src = path.join(REPO_ROOT, 'server', 'src');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    // a variable read by name (process.env.X, process.env['X']) bypasses the schema's checks and docs/configuration.md
    const readers = files.filter((f) => /process\.env\s*(\.|\[)/.test(readFileSync(path.join(src, f), 'utf8')));
    assert.deepEqual(readers, []);
  });
});
