// weight.mjs - what a first visit of the built index.html downloads, read
// from the build's own graph (tools/build/build.mjs writes it to
// dist/weight.json and stops when a budget is passed; docs/performance.md):
//   first: fetched before the board is playable: the HTML, its style sheets
//          that are not `disabled`, its module script with every module that
//          imports statically (at any depth), and what it preloads;
//   idle:  fetched in the first seconds with no click: the above, every
//          style sheet of the HTML (a first visit's welcome turns later.css
//          on), and each part imported with `import(/* idle */ '...')` by a
//          module already counted, with its own static imports. The page
//          marks so the imports it makes unasked, once the board is playable
//          or in idle time; every other import() waits for a click or a key.
// Each file counts its gzip -9 bytes: the .gz the build writes beside it.
import fs from 'node:fs';
import path from 'node:path';

/** The budgets in bytes of gzip -9 (docs/performance.md): a build that passes one fails. */
export const BUDGET = { first: 33660, idle: 81250 };

// An import() the page makes with no click (see the header).
const IDLE_IMPORT = /\bimport\(\s*\/\*\s*idle\s*\*\/\s*(['"])([^'"]+)\1/g;

/** The built files `file` (relative to `site`) imports statically, itself included, at any depth. */
function staticClosure(site, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  if (!file.endsWith('.js')) return seen;
  const js = fs.readFileSync(path.join(site, file), 'utf8');
  for (const [, spec] of js.matchAll(/\b(?:from|import)\s*"(\.\/[^"]+)"/g))
    staticClosure(site, path.posix.join(path.posix.dirname(file), spec), seen);
  return seen;
}

/**
 * The files of a first visit of `page` (build.mjs's record of a page: its
 * HTML's name, `built` source -> output and `holder` module -> output, both
 * relative to `web` and `site`): { first, idle }, each a Set of paths in `site`.
 */
export function visitFiles(site, web, page) {
  const html = fs.readFileSync(path.join(site, page.html), 'utf8');
  const attr = (tag, name) => tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];
  const tags = [...html.matchAll(/<(?:link|script)\b[^>]*>/g)].map((m) => m[0]);
  const first = new Set([page.html]);
  const sheets = [];
  for (const tag of tags) {
    const rel = attr(tag, 'rel');
    if (tag.startsWith('<script') && attr(tag, 'type') === 'module') staticClosure(site, attr(tag, 'src'), first);
    else if (rel === 'modulepreload') staticClosure(site, attr(tag, 'href'), first);
    else if (rel === 'preload') first.add(attr(tag, 'href'));
    else if (rel === 'stylesheet' && /\sdisabled\b/.test(tag)) sheets.push(attr(tag, 'href'));
    else if (rel === 'stylesheet') first.add(attr(tag, 'href'));
  }
  const idle = new Set([...first, ...sheets]);
  // Modules held by a counted file, whose marked imports count too, until none is new.
  const scanned = new Set();
  for (let grew = true; grew; ) {
    grew = false;
    for (const [module, file] of page.holder) {
      if (scanned.has(module) || !idle.has(file) || !module.endsWith('.js')) continue;
      scanned.add(module);
      const text = fs.readFileSync(path.join(web, module), 'utf8');
      for (const [, , spec] of text.matchAll(IDLE_IMPORT)) {
        const part = path.posix.join(path.posix.dirname(module), spec);
        const built = page.built.get(part);
        if (!built) throw new Error(`${module}: import(/* idle */ '${spec}') is not built on its own`);
        const before = idle.size;
        staticClosure(site, built, idle);
        grew ||= idle.size > before;
      }
    }
  }
  return { first, idle };
}

/**
 * The first visit of `page` (as visitFiles) with the gzip sizes the build
 * wrote: { first, idle }, each { files: [{ file, gz }], total }.
 */
export function firstVisit(site, web, page) {
  const { first, idle } = visitFiles(site, web, page);
  const list = (files) => {
    const sized = [...files]
      .map((file) => ({ file, gz: fs.statSync(path.join(site, `${file}.gz`)).size }))
      .sort((a, b) => b.gz - a.gz);
    return { files: sized, total: sized.reduce((s, f) => s + f.gz, 0) };
  };
  return { first: list(first), idle: list(idle) };
}

/** The budgets `weight` passes, in words (none: an empty list). */
export function overBudget(weight, budget = BUDGET) {
  return ['first', 'idle']
    .filter((k) => weight[k].total > budget[k])
    .map(
      (k) =>
        `${k === 'first' ? 'before the board is playable' : 'in the first seconds with no click'}: ` +
        `${weight[k].total} bytes gzipped, over the budget of ${budget[k]} (${weight[k].files.map((f) => `${f.file} ${f.gz}`).join(', ')})`,
    );
}
