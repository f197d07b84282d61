import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setup, type TestCtx } from './helpers.js';
import { list, seedCatalogue, type Catalogue } from './catalogue-helpers.js';
import { goods } from '../src/modules/catalogue/table.js';
import { HOT_MIN } from '../src/modules/catalogue/search-suggest.js';

let ctx: TestCtx;
let cat: Catalogue;
before(async () => {
  ctx = await setup();
  cat = await seedCatalogue(ctx, 200);
  await ctx.app.services.listing!.sync.whenReady();
});
after(() => ctx.close());

const suggest = async (q: string) => {
  const r = await ctx.app.inject({ method: 'GET', url: `/api/web/good/suggest?q=${encodeURIComponent(q)}` });
  assert.equal(r.statusCode, 200, r.body);
  return r.json().data as { games: { id: number; name: string }[]; words: string[] };
};

test('pinyin, initials and the game key find the game', async () => {
  assert.equal((await suggest('wzry')).games[0]?.name, '王者荣耀');
  assert.equal((await suggest('wangzhe')).games[0]?.name, '王者荣耀');
  assert.equal((await suggest('hpjy')).games[0]?.name, '和平精英');
  assert.equal((await suggest('和平')).games[0]?.name, '和平精英');
});

test('a suggested game is never offered again as a word (wzry: 王者荣耀 once)', async () => {
  for (const q of ['wzry', 'hpjy', '王者荣耀']) {
    const s = await suggest(q);
    const names = s.games.map((g) => g.name);
    assert.ok(names.length > 0, q);
    assert.deepEqual(
      s.words.filter((w) => names.includes(w)),
      [],
      `${q}: ${JSON.stringify(s)}`,
    );
  }
});

test("a keyword naming a game lists that game's goods: its name, its pinyin or initials, with other words", async () => {
  const game = (name: string) => cat.seeded.find((g) => g.def.name === name)!.id;
  const wzry = game('王者荣耀');
  const all = await list(ctx, { gameId: wzry, pageSize: 50 });
  assert.ok(all.body.data.total > 0);
  for (const keyWord of ['王者荣耀', 'wzry', 'WZRY', ' wangzherongyao ']) {
    const r = await list(ctx, { keyWord, pageSize: 50 });
    assert.equal(r.status, 200, r.raw);
    assert.equal(r.body.data.total, all.body.data.total, keyWord);
    assert.deepEqual(
      r.body.data.rows.map((x: { id: number }) => x.id),
      all.body.data.rows.map((x: { id: number }) => x.id),
      keyWord,
    );
  }
  // with another word: the game's goods holding it
  const v = await list(ctx, { keyWord: 'wzry 王者', pageSize: 50 });
  const inGame = await list(ctx, { gameId: wzry, keyWord: '王者', pageSize: 50 });
  assert.equal(v.body.data.total, inGame.body.data.total);
  // another game chosen already: the name stays a word of the titles (none holds it), never a switch of game
  const other = await list(ctx, { gameId: game('和平精英'), keyWord: 'wzry', pageSize: 50 });
  assert.equal(other.status, 200);
  assert.ok(other.body.data.rows.every((x: { gameId: number }) => x.gameId === game('和平精英')));
  assert.equal(other.body.data.read, undefined);
});

test('the answer says when a word was read as a game, and the page cache keeps the two apart', async () => {
  const game = (name: string) => cat.seeded.find((g) => g.def.name === name)!.id;
  const hpjy = game('和平精英');
  // the same page first chosen by tab: cached without `read`, which must not leak into the search's answer
  const byTab = await list(ctx, { gameId: hpjy, pageSize: 10 });
  assert.equal(byTab.body.data.read, undefined);
  const typed = await list(ctx, { keyWord: 'hpjy', pageSize: 10 });
  assert.deepEqual(typed.body.data.read, { gameId: hpjy, keyWord: '' });
  assert.deepEqual(typed.body.data.rows, byTab.body.data.rows);
  // and the other way round: the tab's answer after the search's is still plain
  assert.equal((await list(ctx, { gameId: hpjy, pageSize: 10 })).body.data.read, undefined);
  // the words left over are handed back, so the client can show them in its search box
  const rest = await list(ctx, { keyWord: '和平精英 皮肤', pageSize: 10 });
  assert.deepEqual(rest.body.data.read, { gameId: hpjy, keyWord: '皮肤' });
  // no game named: no `read`
  assert.equal((await list(ctx, { keyWord: '皮肤', pageSize: 10 })).body.data.read, undefined);
});

test('a search with no result gets the nearest games and spellings', async () => {
  // 荣耀王者 is no game's name, but shares every character with 王者荣耀
  const r = await list(ctx, { keyWord: '王者荣耀啊', pageSize: 10 });
  assert.equal(r.body.data.total, 0);
  const s = await suggest('王者荣耀啊');
  assert.equal(s.games[0]?.name, '王者荣耀');
  const syn = await suggest('官服');
  assert.ok(syn.words.includes('国服'), JSON.stringify(syn));
});

test('a list keyword in pinyin or a synonym finds what the Chinese word finds', async () => {
  const titles = (await ctx.db.db.select({ t: goods.title }).from(goods)).map((x) => x.t);
  assert.ok(
    titles.some((t) => t.includes('王者')),
    'the seed has titles with 王者',
  );
  const zh = await list(ctx, { keyWord: '王者', pageSize: 50 });
  const py = await list(ctx, { keyWord: 'wangzhe', pageSize: 50 });
  assert.ok(zh.body.data.total > 0);
  assert.ok(py.body.data.total >= zh.body.data.total);
  const ids = new Set(py.body.data.rows.map((x: { id: number }) => x.id));
  for (const row of zh.body.data.rows.slice(0, 10)) assert.ok(ids.has(row.id) || py.body.data.total > 50);
});

test('hot keywords: shown once searched often with results, never a one-off term', async () => {
  const titles = (await ctx.db.db.select({ t: goods.title }).from(goods)).map((x) => x.t);
  // a word of the titles the catalogue's own words do not already suggest
  let word = '';
  for (const t of titles) {
    for (const m of t.matchAll(/[\u4e00-\u9fff]{2}/g))
      if (!(await suggest(m[0][0]!)).words.includes(m[0])) {
        word = m[0];
        break;
      }
    if (word) break;
  }
  assert.ok(word, 'a title word to make hot');
  for (let i = 0; i < HOT_MIN - 1; i++) await list(ctx, { keyWord: word, pageSize: 1, pageNum: 1 + i });
  assert.ok(!(await suggest(word[0]!)).words.includes(word), 'not yet hot');
  await list(ctx, { keyWord: word, pageSize: 1 });
  for (let i = 0; i < HOT_MIN; i++) await list(ctx, { keyWord: '私人词语', pageSize: 1 });
  const s = await suggest(word[0]!);
  assert.ok(s.words.includes(word), JSON.stringify(s));
  // a term that found nothing is never suggested, however often typed
  assert.ok(!(await suggest('私')).words.includes('私人词语'));
  // nothing typed yet: hot games and hot keywords
  const empty = await suggest('');
  assert.ok(empty.games.length > 0 && empty.words.includes(word));
});

test('a suggestion query longer than the box allows is refused', async () => {
  const r = await ctx.app.inject({ method: 'GET', url: `/api/web/good/suggest?q=${'字'.repeat(31)}` });
  assert.equal(r.statusCode, 400);
});
