// The size limits (docs/architecture.md, "Size"), counted in statements, not
// lines, so that neither the formatter's line breaks nor packed lines move
// them: a module of at most 420 statements, a function with at most 80 of its
// own (nested functions left out) and a closure (a function with everything
// nested in it) of at most 200. The page, the engine's wrappers, the tools
// and the tests alike; word tables and generated files are data, not code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'acorn';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LIMITS = { module: 420, own: 80, closure: 200 };
const SKIP = [/\/i18n\/[a-z]{2}\//, /\/gen\//, /node_modules/];
const DIRS = ['web', 'tools', 'tests'];

function modules(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return modules(p);
    return /\.m?js$/.test(e.name) && !SKIP.some((re) => re.test(p)) ? [p] : [];
  });
}

const isFunction = (n) => /^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression)$/.test(n.type);
// A statement is a step of its own: a declaration, an expression statement, a
// return, a branch, a loop... A block, a function declaration (its body counts)
// or an object's properties are not; an arrow's expression body is one.
const isStatement = (n) =>
  (/(Statement|Declaration)$/.test(n.type) && n.type !== 'BlockStatement' && n.type !== 'FunctionDeclaration') ||
  (n.type === 'ArrowFunctionExpression' && n.expression);

/** The module's statements, and every function with its own and its total (closure) statements. */
export function statementCounts(source) {
  const ast = parse(source, { ecmaVersion: 'latest', sourceType: 'module', locations: true });
  const functions = [];
  let module = 0;
  function visit(node, owner) {
    if (!node || typeof node.type !== 'string') return;
    let inner = owner;
    if (isFunction(node)) {
      inner = { line: node.loc.start.line, name: node.id?.name ?? '(anonymous)', own: 0, total: 0, owner };
      functions.push(inner);
    }
    if (isStatement(node)) {
      module++;
      if (inner) inner.own++;
      for (let f = inner; f; f = f.owner) f.total++;
    }
    for (const key of Object.keys(node)) {
      if (key === 'loc') continue;
      const v = node[key];
      if (Array.isArray(v)) v.forEach((c) => visit(c, inner));
      else if (v && typeof v === 'object') visit(v, inner);
    }
  }
  visit(ast, null);
  return { module, functions };
}

const files = DIRS.flatMap((d) => modules(join(ROOT, d)));

test('the size check counts statements, not lines', () => {
  const body = (n) => Array.from({ length: n }, (_, i) => `  x += ${i};`).join('\n');
  const [f] = statementCounts(`function f() {\n${body(90)}\n}`).functions;
  assert.ok(f.own > LIMITS.own);
  const packed = statementCounts(`function f() { ${Array.from({ length: 90 }, () => 'x++;').join(' ')} }`);
  assert.equal(packed.functions[0].own, 90, 'statements packed on one line all count');
  const spread = statementCounts(
    `const o = {\n${Array.from({ length: 500 }, (_, i) => `  k${i}: ${i},`).join('\n')}\n};`,
  );
  assert.equal(spread.module, 1, 'an object laid out one property a line is one statement');
  const nested = `function outer() {\n${Array.from({ length: 5 }, (_, k) => `function g${k}() {\n${body(60)}\n}`).join('\n')}\n}`;
  const [outer] = statementCounts(nested).functions;
  assert.ok(outer.total > LIMITS.closure && outer.own < LIMITS.own);
});

test('modules keep the size limits (web/, tools/, tests/)', () => {
  assert.ok(files.length > 150, `only ${files.length} modules found`);
  const over = [];
  for (const file of files) {
    const name = relative(ROOT, file);
    const { module, functions } = statementCounts(readFileSync(file, 'utf8'));
    if (module > LIMITS.module) over.push(`${name}: ${module} statements (module limit ${LIMITS.module})`);
    for (const f of functions) {
      if (f.own > LIMITS.own)
        over.push(`${name}:${f.line} ${f.name}: ${f.own} statements of its own (limit ${LIMITS.own})`);
      if (f.total > LIMITS.closure)
        over.push(`${name}:${f.line} ${f.name}: ${f.total} with its closures (limit ${LIMITS.closure})`);
    }
  }
  assert.deepEqual(over, []);
});
