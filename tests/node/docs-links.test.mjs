// Every relative link and image in README.md and docs/*.md names a file or
// folder of the repository: a moved or renamed doc must not leave the front
// door pointing at nothing. Links inside code (fenced blocks, `spans`) are
// examples, not links, and are skipped; web addresses and #anchors are not
// checked (no network, and anchors follow each viewer's own rules).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DOCS = path.join(ROOT, 'docs');

const files = [
  path.join(ROOT, 'README.md'),
  ...fs
    .readdirSync(DOCS)
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.join(DOCS, f)),
];

// The text a reader sees as prose: fenced code blocks and inline code removed.
function prose(text) {
  return text.replace(/^[ \t]*(```|~~~)[^\n]*\n[\s\S]*?^[ \t]*\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

// [text](target "title"), ![alt](target), <target> inside (), and
// reference definitions "[name]: target".
function linkTargets(text) {
  const body = prose(text);
  const out = [];
  for (const m of body.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) out.push(m[1]);
  for (const m of body.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)) out.push(m[1]);
  return out;
}

const isRelative = (target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#');

test('the link reader finds links and skips code', () => {
  const sample =
    '[a](docs/x.md) ![b](img.png "t") `[c](no.md)`\n```\n[d](no.md)\n```\n  ```sh\n  [f](no.md)\n  ```\n[e]: ref.md\n';
  assert.deepEqual(linkTargets(sample), ['docs/x.md', 'img.png', 'ref.md']);
});

test('README.md links to the docs', () => {
  const targets = linkTargets(fs.readFileSync(files[0], 'utf8')).filter(isRelative);
  assert.ok(targets.length >= 10, `README.md has ${targets.length} relative links`);
});

for (const file of files) {
  const name = path.relative(ROOT, file);
  test(`${name}: every relative link names an existing file`, () => {
    const missing = [];
    for (const target of linkTargets(fs.readFileSync(file, 'utf8')).filter(isRelative)) {
      const local = decodeURIComponent(target.split('#')[0].split('?')[0]);
      if (!local) continue;
      const resolved = local.startsWith('/') ? path.join(ROOT, local) : path.resolve(path.dirname(file), local);
      if (!fs.existsSync(resolved)) missing.push(target);
    }
    assert.deepEqual(missing, [], `${name} links to missing files`);
  });
}
