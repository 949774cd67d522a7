// The weight budget (tools/build/weight.mjs, docs/performance.md): the build
// counts what a first visit downloads before the board is playable and with
// no click (gzip -9), writes it beside the site, and fails past a budget; a
// 10 KB module planted among the board's static imports makes it fail.
// tests/browser/weight.test.mjs checks the count against a real browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, BuildError } from '../../tools/build/build.mjs';
import { BUDGET } from '../../tools/build/weight.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WEB = path.join(ROOT, 'web');
const skip = fs.existsSync(path.join(WEB, 'engine', 'gen', 'hoyito.wasm'))
  ? false
  : 'missing web/engine/gen/hoyito.wasm (run tools/build/build-wasm.sh)';

function withTemp(fn) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoyito-weight-'));
  return fn(dir).finally(() => fs.rmSync(dir, { recursive: true, force: true }));
}

test('the first visit is within its budgets, and the build says what it counted', { skip }, () =>
  withTemp(async (out) => {
    const { weight } = await build({ web: WEB, out });
    assert.deepEqual(JSON.parse(fs.readFileSync(path.join(out, 'weight.json'), 'utf8')), weight);
    const first = weight.first.files.map((f) => f.file);
    for (const kind of [
      /^index\.html$/,
      /^assets\/main-\w+\.js$/,
      /^assets\/style-\w+\.css$/,
      /^assets\/hoyito-\w+\.wasm$/,
    ])
      assert.ok(
        first.some((f) => kind.test(f)),
        `${kind} is fetched before the board is playable: ${first}`,
      );
    for (const { file, gz } of weight.idle.files)
      assert.equal(gz, fs.statSync(path.join(out, 'web', `${file}.gz`)).size);
    assert.ok(
      weight.first.files.every((f) => weight.idle.files.some((g) => g.file === f.file)),
      'the second list holds the first',
    );
    // The scripts fetched unasked run on the first moves: compiled whole as they load (a V8 compile hint);
    // a part fetched on a click is not.
    const hinted = (file) =>
      fs.readFileSync(path.join(out, 'web', file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n');
    const scripts = weight.idle.files.map((f) => f.file).filter((f) => f.endsWith('.js'));
    assert.ok(scripts.length > 10, `${scripts.length} scripts fetched with no click`);
    for (const file of scripts) assert.ok(hinted(file), `${file} has the compile hint`);
    const dialogs = fs.readdirSync(path.join(out, 'web', 'assets')).find((f) => /^dialogs-\w+\.js$/.test(f));
    assert.ok(dialogs && !scripts.includes(`assets/${dialogs}`), 'the dialogs come on a click');
    assert.equal(hinted(`assets/${dialogs}`), false, `${dialogs} is compiled as its functions are called`);
    assert.ok(weight.first.total <= BUDGET.first, `${weight.first.total} bytes before the board is playable`);
    assert.ok(weight.idle.total <= BUDGET.idle, `${weight.idle.total} bytes with no click`);
  }),
);

test('a 10 KB module imported by the page at once passes the budget, and the build fails', { skip }, () =>
  withTemp(async (dir) => {
    const web = path.join(dir, 'web');
    fs.cpSync(WEB, web, { recursive: true });
    // 10 KB that gzip cannot fold away, in the page's own chunk (a static import of main.js).
    const noise = crypto.createHash('sha512');
    let text = '';
    for (let i = 0; text.length < 10240; i++) text += noise.update(String(i)).copy().digest('base64');
    fs.writeFileSync(
      path.join(web, 'js', 'planted.js'),
      `globalThis.planted = ${JSON.stringify(text.slice(0, 10240))};\n`,
    );
    const main = path.join(web, 'js', 'main.js');
    fs.writeFileSync(main, `import './planted.js';\n${fs.readFileSync(main, 'utf8')}`);
    await assert.rejects(
      build({ web, out: path.join(dir, 'dist') }),
      (e) =>
        e instanceof BuildError && /before the board is playable: \d+ bytes gzipped, over the budget/.test(e.message),
    );
    const { first } = JSON.parse(fs.readFileSync(path.join(dir, 'dist', 'weight.json'), 'utf8'));
    assert.ok(first.total > BUDGET.first);
  }),
);
