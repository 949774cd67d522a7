// The share link's friend fields (link.js, for friend.js): written and read
// back, old links unchanged, bad values ignored with a warning; say= (what
// the sender tells besides a move) read, written, and refused by name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readLink, writeLink, friendFields, SAYS } from '../../web/js/play/link.js';

const POS = 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0';

test("a friend link carries the game id, the side of whoever opens it and the sender's name", () => {
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
  assert.deepEqual(
    link.warnings.map((w) => w.values.name),
    ['friend'],
  );
  ({ link } = readLink(`pos=${POS}&friend=abcd1234&you=X`));
  assert.equal(link.friend.you, 'S');
  assert.deepEqual(
    link.warnings.map((w) => w.values.name),
    ['you'],
  );
});

test('say= carries a resignation, a draw offer and its answers, a rematch: written and read back', () => {
  for (const say of SAYS) {
    const text = writeLink({ pos: POS, moves: [3], friend: { id: 'ab12cd34', you: 'N', from: 'Ana', say } });
    assert.equal(text, `pos=${POS}&moves=3&friend=ab12cd34&you=N&from=Ana&say=${say}`);
    const { link } = readLink(text);
    assert.deepEqual(link.friend, { id: 'ab12cd34', you: 'N', from: 'Ana', say });
    assert.deepEqual(link.warnings, []);
  }
  assert.deepEqual(friendFields({ id: 'ab12cd34', side: 'S', name: '' }, 'N', 'Ana', 'resign'), {
    friend: { id: 'ab12cd34', you: 'N', from: 'Ana', say: 'resign' },
  });
  assert.deepEqual(
    friendFields({ id: 'ab12cd34', side: 'S', name: '' }),
    { friend: { id: 'ab12cd34', you: 'S', from: '' } },
    'the address says nothing',
  );
});

test("a say= not known (a newer page's, or hostile) is named in a warning; the game keeps its moves", () => {
  for (const bad of ['<script>', 'resign2', '', 'x'.repeat(300)]) {
    const { link, error } = readLink(`pos=${POS}&moves=3.1&friend=ab12cd34&you=S&say=${encodeURIComponent(bad)}`);
    assert.equal(error, undefined);
    assert.deepEqual(link.moves, [3, 1], 'nothing lost');
    assert.equal(link.friend.say, undefined);
    assert.equal(link.warnings.length, 1);
    assert.equal(link.warnings[0].key, 'linkSay');
    assert.ok(link.warnings[0].values.value.length <= 21, 'the value is cut short for the message');
  }
  // Without a friend game, say= means nothing: ignored like any unknown setting.
  const { link } = readLink(`pos=${POS}&say=resign`);
  assert.equal(link.friend, undefined);
  assert.deepEqual(
    link.warnings.map((w) => [w.key, w.values.name]),
    [['linkOption', 'say']],
  );
  // An unknown say value is never written.
  assert.equal(
    writeLink({ pos: POS, friend: { id: 'ab12cd34', you: 'N', from: '', say: '<b>' } }),
    `pos=${POS}&friend=ab12cd34&you=N`,
  );
});

test('help=on carries engine help allowed to both players: written, read back, and kept by friendFields', () => {
  const text = writeLink({ pos: POS, moves: [3], friend: { id: 'ab12cd34', you: 'N', from: 'Ana', help: true } });
  assert.equal(text, `pos=${POS}&moves=3&friend=ab12cd34&you=N&from=Ana&help=on`);
  const { link } = readLink(text);
  assert.deepEqual(link.friend, { id: 'ab12cd34', you: 'N', from: 'Ana', help: true });
  assert.deepEqual(link.warnings, []);
  const game = { id: 'ab12cd34', side: 'S', name: 'Ben', help: true };
  assert.deepEqual(friendFields(game), { friend: { id: 'ab12cd34', you: 'S', from: 'Ben', help: true } });
  assert.deepEqual(friendFields(game, 'N', 'Ana', 'draw'), {
    friend: { id: 'ab12cd34', you: 'N', from: 'Ana', say: 'draw', help: true },
  });
  // Off is the link without the field: the links written before it read as off.
  assert.equal(
    writeLink({ pos: POS, friend: { id: 'ab12cd34', you: 'N', from: '', help: false } }),
    `pos=${POS}&friend=ab12cd34&you=N`,
  );
  assert.equal(readLink(`pos=${POS}&friend=ab12cd34&you=N`).link.friend.help, undefined);
});

test('a help= value other than on (hostile, or a newer page’s) is named in a warning and read as off; nothing is lost', () => {
  for (const bad of ['true', 'ON', '1', '', '<img src=x onerror=alert(1)>', 'x'.repeat(300)]) {
    const { link, error } = readLink(`pos=${POS}&moves=3.1&friend=ab12cd34&you=S&help=${encodeURIComponent(bad)}`);
    assert.equal(error, undefined, bad);
    assert.deepEqual(link.moves, [3, 1], 'nothing lost');
    assert.equal(link.friend.help, undefined, `${bad}: off`);
    assert.deepEqual(
      link.warnings.map((w) => [w.key, w.values.name]),
      [['linkOption', 'help']],
    );
    assert.ok(link.warnings[0].values.value.length <= 21, 'the value is cut short for the message');
  }
  // Without a friend game help= means nothing: ignored with a warning, like any unknown setting.
  const { link } = readLink(`pos=${POS}&moves=3&help=on`);
  assert.equal(link.friend, undefined);
  assert.deepEqual(
    link.warnings.map((w) => [w.key, w.values.name]),
    [['linkOption', 'help']],
  );
  assert.equal(
    writeLink({ pos: POS, friend: { id: 'ab12cd34', you: 'N', from: '', help: 'on' } }),
    `pos=${POS}&friend=ab12cd34&you=N`,
    'only true is written',
  );
});
