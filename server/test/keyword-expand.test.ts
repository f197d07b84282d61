import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expandTerm, PinyinVocab } from '../src/modules/catalogue/keyword-expand.js';

const vocab = new PinyinVocab(['王者荣耀', '和平精英', '崩坏：星穹铁道', '微信区', '星耀']);

test('pinyin and initials spell the catalogue words and their leading parts', () => {
  assert.deepEqual(expandTerm('wzry', vocab), ['王者荣耀']);
  assert.deepEqual(expandTerm('wangzherongyao', vocab), ['王者荣耀']);
  assert.deepEqual(expandTerm('wangzhe', vocab), ['王者']);
  assert.deepEqual(expandTerm('hpjy', vocab), ['和平精英']);
  // a title after a full-width colon is a word of its own
  assert.deepEqual(expandTerm('xqtd', vocab), ['星穹铁道']);
  // letters that spell nothing, and single letters, stay as they are
  assert.deepEqual(expandTerm('zzzz', vocab), []);
  assert.deepEqual(expandTerm('w', vocab), []);
});

test('synonyms go both ways; V10 and 贵族10 are one level', () => {
  assert.deepEqual(expandTerm('国服', vocab), ['官服']);
  assert.deepEqual(expandTerm('官服', vocab), ['国服']);
  assert.deepEqual(expandTerm('android', vocab), ['安卓']);
  assert.deepEqual(expandTerm('苹果', vocab), ['ios']);
  assert.deepEqual(expandTerm('v10', vocab), ['贵族10']);
  assert.deepEqual(expandTerm('贵族8', vocab), ['v8']);
  assert.deepEqual(expandTerm('典藏', vocab), []);
});

test('the suggestion box finds words by the start of their pinyin or initials', () => {
  assert.deepEqual(vocab.startingWith('wang', 5), ['王者荣耀']);
  assert.deepEqual(vocab.startingWith('hp', 5), ['和平精英']);
  assert.deepEqual(vocab.startingWith('', 5), []);
});
