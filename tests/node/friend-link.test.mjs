// The share link's friend fields (link.js, for friend.js): written and read
// back, old links unchanged, bad values ignored with a warning.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readLink, writeLink } from '../../web/js/play/link.js';

const POS = 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0';

test('a friend link carries the game id, the side of whoever opens it and the sender\'s name', () => {
  const text = writeLink({ pos: POS, moves: [3, 5], friend: { id: 'ab12cd34', you: 'N', from: 'Ana María & co' } });
  assert.equal(text, `pos=${POS}&moves=3.5&friend=ab12cd34&you=N&from=Ana%20Mar%C3%ADa%20%26%20co`);
  const { link } = readLink(`#${text}`);
  assert.deepEqual(link.friend, { id: 'ab12cd34', you: 'N', from: 'Ana María & co' });
  assert.deepEqual(link.moves, [3, 5]);
  assert.deepEqual(link.warnings, []);
});

test('old links read as before: no friend fields, none written', () => {
  const { link } = readLink(`pos=${POS}&moves=3&ai-level=2&ai-side=N`);
  assert.equal(link.friend, undefined);
  assert.equal(writeLink({ pos: POS, moves: [3] }), `pos=${POS}&moves=3`);
});

test('a bad friend id is ignored with a warning; a missing side defaults to South', () => {
  let { link } = readLink(`pos=${POS}&friend=<script>`);
  assert.equal(link.friend, undefined);
  assert.deepEqual(link.warnings.map((w) => w.values.name), ['friend']);
  ({ link } = readLink(`pos=${POS}&friend=abcd1234&you=X`));
  assert.equal(link.friend.you, 'S');
  assert.deepEqual(link.warnings.map((w) => w.values.name), ['you']);
});
