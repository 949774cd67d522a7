// The page's size limits (docs/architecture.md, "Size"): a module of at
// most 400 lines, a function whose own code (nested functions left out) is
// at most 80 lines, and a closure (a function with everything nested in it)
// of at most 250. Word tables and generated files are data, not code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'acorn';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LIMITS = { module: 400, own: 80, closure: 250 };
const SKIP = [/\/i18n\/[a-z]{2}\//, /\/gen\//];

function modules(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return modules(p);
    return e.name.endsWith('.js') && !SKIP.some((re) => re.test(p)) ? [p] : [];
  });
}

const isFunction = (n) => /^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression)$/.test(n.type);

// Every function with its total lines and its own lines (total less the
// lines of the functions directly inside it).
export function functionSizes(source) {
  const ast = parse(source, { ecmaVersion: 'latest', sourceType: 'module', locations: true });
  const out = [];
  const lines = (n) => n.loc.end.line - n.loc.start.line + 1;
  function visit(node, owner) {
    if (!node || typeof node.type !== 'string') return;
    let inner = owner;
    if (isFunction(node)) {
      inner = { line: node.loc.start.line, name: node.id?.name ?? '(anonymous)', total: lines(node), own: lines(node) };
      if (owner) owner.own -= inner.total;
      out.push(inner);
    }
    for (const key of Object.keys(node)) {
      if (key === 'loc') continue;
      const v = node[key];
      if (Array.isArray(v)) v.forEach((c) => visit(c, inner));
      else if (v && typeof v === 'object') visit(v, inner);
    }
  }
  visit(ast, null);
  return out;
}

const files = [...modules(join(ROOT, 'web/js')), ...modules(join(ROOT, 'web/engine'))];

test('the size check sees a long function and a long closure', () => {
  const body = (n) => Array.from({ length: n }, (_, i) => `  x += ${i};`).join('\n');
  const [f] = functionSizes(`function f() {\n${body(90)}\n}`);
  assert.ok(f.own > LIMITS.own);
  const nested = `function outer() {\n${Array.from({ length: 5 }, (_, k) => `function g${k}() {\n${body(60)}\n}`).join('\n')}\n}`;
  const sizes = functionSizes(nested);
  assert.ok(sizes[0].total > LIMITS.closure && sizes[0].own < LIMITS.own);
});

test('web modules keep the size limits', () => {
  assert.ok(files.length > 30, `only ${files.length} modules found`);
  const over = [];
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const name = relative(ROOT, file);
    const count = source.split('\n').length - (source.endsWith('\n') ? 1 : 0);
    if (count > LIMITS.module) over.push(`${name}: ${count} lines (module limit ${LIMITS.module})`);
    for (const f of functionSizes(source)) {
      if (f.own > LIMITS.own) over.push(`${name}:${f.line} ${f.name}: ${f.own} lines of its own (limit ${LIMITS.own})`);
      if (f.total > LIMITS.closure) over.push(`${name}:${f.line} ${f.name}: ${f.total} lines with its closures (limit ${LIMITS.closure})`);
    }
  }
  assert.deepEqual(over, []);
});
