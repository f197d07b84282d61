import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { seed } from '../src/db/seed.js';
import { period, pct, renderRules, siteUnsetPhrase } from '../src/modules/rules/rules.js';
import { setup, type TestCtx } from './helpers.js';

type Rules = Record<string, string>;

async function rulesOf(ctx: TestCtx): Promise<Rules> {
  const r = await ctx.app.inject({ method: 'GET', url: '/api/rules' });
  assert.equal(r.statusCode, 200);
  return r.json().data as Rules;
}

async function page(ctx: TestCtx, noticeType: string): Promise<string> {
  const r = await ctx.app.inject({ method: 'GET', url: `/api/V2/H5/gonggaoDetails?noticeType=${noticeType}` });
  assert.equal(r.statusCode, 200, r.body);
  return r.json().data.noticeContent as string;
}

describe('rules from the default configuration', () => {
  let ctx: TestCtx;
  before(async () => {
    ctx = await setup();
    await seed(ctx.db.db, { dataKey: ctx.config.dataKey, seedDemo: false }, ctx.clock);
  });
  after(() => ctx.close());

  test('GET /api/rules says what the configuration says, in words people use', async () => {
    const r = await rulesOf(ctx);
    assert.equal(r['dispute.answer'], '48 小时');
    assert.equal(r['trade.unpaid'], '15 分钟');
    assert.equal(r['trade.autoConfirm'], '3 天');
    assert.equal(r['trade.commission'], '5%');
    assert.equal(r['tradein.fee'], '3%');
    assert.equal(r['tradein.quote'], '24 小时');
    assert.equal(r['offer.accepted'], '24 小时');
    assert.equal(r['claim.decision'], '15 天');
    assert.equal(r['protection.basic'], '30 天');
    assert.equal(r['protection.a.rate'], '10%');
    assert.equal(r['protection.a.period'], '1 年');
    assert.equal(r['protection.b.period'], '永久');
    assert.equal(r['protection.a.name'], '标准包赔');
    assert.equal(r['protection.basic.name'], '基础包赔');
    assert.equal(r['protection.none.name'], '不购买包赔');
    assert.equal(r['protection.b.name'], '至尊包赔');
    assert.equal(r['withdraw.fee'], '0.1%');
  });

  test('seeded content pages show the figures and no placeholder', async () => {
    const rules = await page(ctx, 'jyxz');
    assert.match(rules, /成交价的 10%/);
    assert.match(rules, /48 小时/);
    assert.ok(!rules.includes('{{'), 'a placeholder was left in the page');
    const cases = await page(ctx, '100');
    assert.ok(!cases.includes('{{'));
    // one name per tier everywhere (issue 20: A档/B档 on these pages, 标准/至尊包赔 at checkout)
    for (const text of [rules, cases]) {
      assert.ok(!/[AB] ?档/.test(text), 'a tier is called A档/B档');
      assert.match(text, /标准包赔/);
      assert.match(text, /至尊包赔/);
    }
    const list = await ctx.app.inject({ method: 'GET', url: '/api/web/notice/list?noticeType=help&pageSize=50' });
    assert.equal(list.statusCode, 200);
    assert.ok(list.json().data.rows.length > 0);
    assert.ok(!list.body.includes('{{'), 'a placeholder was left in a summary');
  });
});

describe('rules follow a changed configuration', () => {
  let ctx: TestCtx;
  before(async () => {
    ctx = await setup({
      env: {
        DISPUTE_ANSWER_HOURS: '36',
        // the reply period is stated beside the answer period (issue 42): not the default 48 either
        DISPUTE_REPLY_HOURS: '30',
        TRADEIN_FEE_BPS: '250',
        PROTECT_A_BPS: '1500',
        PROTECT_A_DAYS: '180',
        TRADE_COMMISSION_BPS: '450',
      },
    });
    await seed(ctx.db.db, { dataKey: ctx.config.dataKey, seedDemo: false }, ctx.clock);
  });
  after(() => ctx.close());

  test('the endpoint and the content pages both change', async () => {
    const r = await rulesOf(ctx);
    assert.equal(r['dispute.answer'], '36 小时');
    assert.equal(r['tradein.fee'], '2.5%');
    assert.equal(r['protection.a.rate'], '15%');
    assert.equal(r['protection.a.period'], '180 天');
    const rules = await page(ctx, 'jyxz');
    assert.match(rules, /成交价的 15%/);
    assert.match(rules, /36 小时/);
    assert.match(rules, /4\.5%/);
    assert.ok(!/成交价的 10%|48 小时|确认收货后 1 年/.test(rules), 'the default figures are still in the page');
  });
});

test('formatting: periods and percentages', () => {
  assert.equal(period(15 * 60_000), '15 分钟');
  assert.equal(period(48 * 3_600_000), '48 小时');
  assert.equal(period(72 * 3_600_000), '3 天');
  assert.equal(period(730 * 86_400_000), '2 年');
  assert.equal(pct(10), '0.1%');
  assert.equal(pct(300), '3%');
  assert.equal(
    renderRules('在{{ dispute.answer }}内，{{nope}}', { 'dispute.answer': '48 小时' }),
    '在48 小时内，{{nope}}',
  );
});

// Issue 37: a site setting with no value (or a blank one) never shows as `{{site.…}}`, as an empty
// gap, or as a link to nothing; it reads as a phrase pointing to where the contact is published.
test('an unset site setting renders a neutral phrase, its mail link as plain text', () => {
  const content =
    '<p>本平台由{{site.company}}运营。请拨打 {{site.phone.service}}（{{site.serviceHours}}）或发邮件至 ' +
    '<a href="mailto:{{site.email.service}}">{{site.email.service}}</a>；地址：{{ site.address.office }}；{{site.icp}}</p>';
  assert.equal(
    renderRules(content, { 'site.company': '号市科技', 'site.phone.service': '  ', 'site.email.service': '' }),
    '<p>本平台由号市科技运营。请拨打 平台公布的联系方式（平台公布的服务时间）或发邮件至 平台公布的联系方式；' +
      '地址：平台公布的地址；平台公布的备案号</p>',
  );
  // set: the link stays
  assert.equal(
    renderRules('<a href="mailto:{{site.email.service}}">{{site.email.service}}</a>', {
      'site.email.service': 'a@b.example',
    }),
    '<a href="mailto:a@b.example">a@b.example</a>',
  );
  assert.equal(siteUnsetPhrase('site.company'), '号市运营方');
  // a rule key that is not a site setting still stays as written (an operator's typo shows)
  assert.equal(renderRules('{{dispute.answr}}', {}), '{{dispute.answr}}');
});
