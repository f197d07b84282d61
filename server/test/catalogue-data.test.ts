import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  GAMES,
  HOME_BANNERS,
  bannerSvg,
  districtAt,
  districtLeaves,
  gameByKey,
  gameIconSvg,
  generateGoods,
  goodCoverSvg,
  goodThumbSvg,
  goodGallerySvgs,
  validateAttrs,
  type DistrictNode,
  type GameDef,
} from '../src/modules/catalogue/data/index.js';
import { gameIcon } from '../src/modules/catalogue/seed.js';

const NOW = Date.parse('2025-06-01T12:00:00+08:00');
const HAN = /[\u4e00-\u9fff]/;
const LEVELS = ['system', 'operator', 'area', 'server'] as const;

/** Minimal well-formedness check: balanced tags, quoted attributes, no raw & or < in text. */
function assertWellFormedSvg(svg: string, label: string): void {
  assert.ok(svg.startsWith('<svg ') && svg.endsWith('</svg>'), `${label}: root`);
  assert.match(svg, /xmlns="http:\/\/www\.w3\.org\/2000\/svg"/, `${label}: xmlns`);
  const stack: string[] = [];
  const re = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(svg)) !== null) {
    const between = svg.slice(last, m.index);
    assert.ok(
      !between.includes('<') && !between.includes('>'),
      `${label}: stray markup near ${JSON.stringify(svg.slice(last, last + 60))}`,
    );
    assert.ok(!/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(between), `${label}: unescaped & in text`);
    for (const am of (m[3] ?? '').matchAll(/="([^"]*)"/g))
      assert.ok(!/&(?!(amp|lt|gt|quot|apos);)/.test(am[1] ?? ''), `${label}: unescaped & in attribute`);
    const [, close, name, , self] = m;
    if (close) assert.equal(stack.pop(), name, `${label}: mismatched </${name}>`);
    else if (!self) stack.push(name as string);
    last = re.lastIndex;
  }
  assert.equal(svg.slice(last), '', `${label}: trailing content`);
  assert.deepEqual(stack, [], `${label}: unclosed tags`);
  assert.ok(!svg.includes('@font-face') && !/url\((?!#)/.test(svg), `${label}: no external resources`);
}

test('games: at least 10, unique keys, icon colours, templates and trees are sound', () => {
  assert.ok(GAMES.length >= 10);
  assert.equal(new Set(GAMES.map((g) => g.key)).size, GAMES.length);
  for (const name of [
    '王者荣耀',
    '和平精英',
    '原神',
    '英雄联盟手游',
    '崩坏：星穹铁道',
    '金铲铲之战',
    '第五人格',
    '蛋仔派对',
    '火影忍者',
    '穿越火线',
  ])
    assert.ok(
      GAMES.some((g) => g.name === name),
      name,
    );
  for (const g of GAMES) {
    assert.match(g.key, /^[a-z][a-z0-9]*$/);
    assert.equal(gameByKey(g.key), g);
    for (const c of g.iconColor) assert.match(c, /^#[0-9a-f]{6}$/i);
    // tree: four levels, leaves are servers
    const check = (nodes: DistrictNode[], depth: number): void => {
      for (const n of nodes) {
        assert.equal(n.level, LEVELS[depth], `${g.name} ${n.name} level`);
        assert.ok(n.name.length > 0);
        if (depth < 3) {
          assert.ok(n.children && n.children.length > 0, `${g.name} ${n.name} has children`);
          check(n.children, depth + 1);
        } else assert.equal(n.children, undefined);
      }
    };
    check(g.districts, 0);
    const leaves = districtLeaves(g.districts);
    assert.ok(leaves.length >= 5 && leaves.length <= 40, `${g.name}: ${leaves.length} servers`);
    // template
    assert.ok(g.attrs.length >= 5 && g.attrs.length <= 20);
    assert.equal(new Set(g.attrs.map((a) => a.fieldKey)).size, g.attrs.length);
    for (const a of g.attrs) {
      assert.match(a.fieldKey, /^f([1-9]|1\d|20)$/);
      if (a.fieldType === 'number') assert.ok(a.range && a.range.min < a.range.max, `${g.name} ${a.fieldName} range`);
      if (a.fieldType === 'select' || a.fieldType === 'multi') {
        assert.ok(a.options && a.options.length >= 2, `${g.name} ${a.fieldName} options`);
        assert.equal(new Set(a.options).size, a.options.length, `${g.name} ${a.fieldName} unique options`);
      }
    }
    assert.ok(g.attrs.some((a) => a.must && a.isSearch));
  }
  console.log('servers per game:', GAMES.map((g) => `${g.name} ${districtLeaves(g.districts).length}`).join(', '));
});

test('goods: same seed gives the same output, another seed differs', () => {
  const a = generateGoods(500, 7, { now: NOW });
  const b = generateGoods(500, 7, { now: NOW });
  const c = generateGoods(500, 8, { now: NOW });
  assert.deepEqual(a, b);
  assert.notDeepEqual(a, c);
  assert.deepEqual(generateGoods(50, 'demo'), generateGoods(50, 'demo'));
});

test('goods: attributes, districts, prices, titles, flags are valid', () => {
  const goods = generateGoods(20_000, 12345, { now: NOW });
  const since = NOW - 90 * 86_400_000;
  const sns = new Set<string>();
  for (const x of goods) {
    const g = gameByKey(x.gameKey) as GameDef;
    assert.ok(g, x.gameKey);
    assert.equal(x.gameName, g.name);
    assert.deepEqual(validateAttrs(g, x.attrs), [], `${x.goodsSn} attrs`);
    const chain = districtAt(g.districts, x.districtPath);
    assert.ok(chain && chain.length === 4, `${x.goodsSn} path`);
    assert.deepEqual(
      chain.map((n) => n.name),
      [...x.districtNames],
    );
    assert.equal(chain[3]?.level, 'server');
    assert.ok(Number.isInteger(x.price) && x.price > 0 && x.price % 100 === 0, `${x.goodsSn} price ${x.price}`);
    assert.ok(x.price >= 5_000 && x.price <= 3_000_000);
    assert.ok(x.title.length > 0 && HAN.test(x.title), x.title);
    const sentences = x.description.split('。').filter((s) => s.length > 0).length;
    assert.ok(sentences >= 2 && sentences <= 4, `${sentences} sentences: ${x.description}`);
    assert.ok([0, 1, 2].includes(x.isGuarantee));
    assert.ok([1, 2].includes(x.accountType));
    assert.equal(new Set(x.tags).size, x.tags.length);
    const t = x.createdAt.getTime();
    assert.ok(t <= NOW && t >= since, 'createdAt within 90 days');
    assert.ok(!sns.has(x.goodsSn));
    sns.add(x.goodsSn);
  }
  // every game and every tag shows up; price distribution has a long but modest tail
  assert.equal(new Set(goods.map((x) => x.gameKey)).size, GAMES.length);
  for (const tag of ['官方验号', '赠送包赔', '可购包赔', '可议价', '急售', '可换绑', '首充号'])
    assert.ok(
      goods.some((x) => x.tags.includes(tag as never)),
      tag,
    );
  const prices = goods.map((x) => x.price / 100).sort((p, q) => p - q);
  const median = prices[prices.length >> 1] as number;
  const expensive = prices.filter((p) => p >= 10_000).length / prices.length;
  console.log(
    `price median ¥${median}, p90 ¥${prices[Math.floor(prices.length * 0.9)]}, share ≥ ¥10,000: ${(expensive * 100).toFixed(1)}%`,
  );
  assert.ok(median >= 200 && median <= 2000);
  assert.ok(expensive >= 0.02 && expensive <= 0.05);
});

test('goods: attributes and price move together (王者荣耀)', () => {
  const wz = generateGoods(20_000, 99, { now: NOW, games: [gameByKey('wzry') as GameDef] });
  const f = (x: (typeof wz)[number], k: string) => x.attrs[k] as number;
  for (const x of wz) assert.ok(f(x, 'f2') <= f(x, 'f1') * 5 + 5, 'skins plausible for heroes');
  const many = wz.filter((x) => f(x, 'f1') >= 100);
  const few = wz.filter((x) => f(x, 'f1') < 50);
  const share = (xs: typeof wz) =>
    xs.filter((x) => ['荣耀王者', '传奇王者'].includes(x.attrs.f3 as string)).length / xs.length;
  const avg = (xs: typeof wz) => xs.reduce((s, x) => s + x.price, 0) / xs.length;
  assert.ok(share(many) > share(few) * 2, '荣耀王者 more likely with many heroes');
  assert.ok(avg(many) > avg(few) * 3, 'price follows heroes');
});

test('images: icons, covers, galleries and banners are small well-formed SVG', () => {
  const goods = generateGoods(300, 3, { now: NOW });
  for (const g of GAMES) {
    const svg = gameIconSvg(g);
    assertWellFormedSvg(svg, `icon ${g.key}`);
    assert.ok(svg.includes('WenQuanYi Micro Hei') && svg.includes('PingFang SC'));
  }
  for (const x of goods) {
    const g = gameByKey(x.gameKey) as GameDef;
    const cover = goodCoverSvg(x, g);
    assertWellFormedSvg(cover, `cover ${x.goodsSn}`);
    assert.ok(cover.length < 8_000, `cover size ${cover.length}`);
    const thumb = goodThumbSvg(x, g);
    assertWellFormedSvg(thumb, `thumb ${x.goodsSn}`);
    assert.match(thumb, /^<svg[^>]* width="360" height="360"/);
    assert.ok(thumb.length < 4_000, `thumb size ${thumb.length}`);
    const gallery = goodGallerySvgs(x, g);
    assert.ok(gallery.length >= 3 && gallery.length <= 5, `${x.goodsSn}: ${gallery.length} screens`);
    assert.equal(new Set(gallery).size, gallery.length, 'screens are distinct');
    for (const s of gallery) {
      assertWellFormedSvg(s, `gallery ${x.goodsSn}`);
      assert.match(s, /^<svg[^>]* width="960" height="640"/);
      assert.ok(s.length < 12_000, `gallery size ${s.length}`);
    }
  }
  // with the game's committed artwork in the corner instead of its initials
  for (const g of GAMES) {
    const x = goods.find((y) => y.gameKey === g.key) ?? goods[0]!;
    const icon = gameIcon(g);
    const cover = goodCoverSvg(x, g, icon);
    assertWellFormedSvg(cover, `cover with icon ${g.key}`);
    assert.ok(cover.includes(icon.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '')), `${g.key}: icon drawn`);
    // the initials badge was a text at (72, 80)
    assert.ok(!cover.includes('<text x="72" y="80"'), `${g.key}: no initials`);
    assert.ok(goodCoverSvg(x, g).includes('<text x="72" y="80"'), 'without artwork the initials stay');
    assert.ok(cover.length < 9_000, `cover with icon size ${cover.length}`);
  }
  for (const b of HOME_BANNERS) assertWellFormedSvg(bannerSvg(b.title, b.subtitle, b.colors), `banner ${b.key}`);
  // hostile text is escaped
  const evil = bannerSvg('A&B <script>alert("x")</script>', "it's > 5 & < 9", ['#000000', '#ffffff']);
  assertWellFormedSvg(evil, 'escaped banner');
  assert.ok(evil.includes('A&amp;B &lt;script&gt;'));
  const weird: GameDef = { ...(GAMES[0] as GameDef), name: 'R&D <游戏>', iconText: '<&' };
  assertWellFormedSvg(gameIconSvg(weird), 'escaped icon');
  assertWellFormedSvg(
    goodCoverSvg({ ...(goods[0] as (typeof goods)[number]), tags: [], districtNames: ['a&b', '<c>'] }, weird),
    'escaped cover',
  );
  assertWellFormedSvg(
    goodThumbSvg({ ...(goods[0] as (typeof goods)[number]), tags: [], districtNames: ['a&b', '<c>'] }, weird),
    'escaped thumb',
  );
});

test('images: no generated text ever shows "undefined" or "NaN" (regression: masked nickname)', () => {
  const goods = generateGoods(400, 'nick-check', { now: NOW });
  for (const g of goods) {
    const game = GAMES.find((x) => x.key === g.gameKey)!;
    for (const svg of [goodCoverSvg(g, game), goodThumbSvg(g, game), ...goodGallerySvgs(g, game)]) {
      assert.ok(!/undefined|NaN/.test(svg), `${g.goodsSn}: ${svg.match(/.{0,40}(undefined|NaN).{0,20}/)?.[0]}`);
    }
  }
});

// Issue 37: covers were stat cards with a second price badge beside the card's own price. They are
// drawn from the listing's values (rank, counts, showcase items) with no price and no title.
test('covers and thumbnails: the listing’s own figures and showcase items, no price, no title', () => {
  const goods = generateGoods(120, 'cover-content', { now: NOW });
  let withShowcase = 0;
  for (const x of goods) {
    const g = GAMES.find((d) => d.key === x.gameKey) as GameDef;
    const drawn = [goodCoverSvg(x, g), goodThumbSvg(x, g)];
    for (const svg of drawn) {
      const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);
      assert.ok(!texts.some((t) => t.includes('¥')), `${x.goodsSn}: a price on the picture`);
      assert.ok(!texts.includes(x.title), `${x.goodsSn}: the title on the picture`);
    }
    const lists = g.attrs.filter((f) => Array.isArray(x.attrs[f.fieldKey]) && (x.attrs[f.fieldKey] as string[]).length);
    if (lists.length) {
      withShowcase++;
      const first = lists.sort((a, b) => a.sort - b.sort)[0]!;
      const items = x.attrs[first.fieldKey] as string[];
      // the cover names the showcase, how many, and its first item as players call it
      assert.ok(drawn[0]!.includes(`${first.fieldName} ${items.length}个`), `${x.goodsSn}: showcase count`);
      assert.ok(drawn[0]!.includes(items[0]!.replace(/^[^-]+-/, '')), `${x.goodsSn}: first showcase item`);
    }
  }
  assert.ok(withShowcase > 60, `goods with a showcase: ${withShowcase}`);
});
