// moves-list.js - the move list beside the board (#moves), drawn with every
// draw of the panel once main.js has added it (render.js drawAlso), just
// after the board is playable: the first draw does not wait for it.
//
// It shows the game's move tree (state.tree, see variations.js) as a score
// sheet: the main line in rows of two plies, each with its number as a game
// record numbers it (one number a ply, "21. S3 22. N5x4+"; a player who plays
// again fills both places of a row with their own moves), odd plies on the
// left, even ones on the right. The variations that replace a move come on
// lines of their own under its row, indented (the row breaks there and goes
// on under them), nested ones further; a variation of more than FOLD_PAST
// plies shows its first FOLD_AT and a button for the rest (a move of the
// rest put on the board shows it). Each move is written as a game record
// writes it (record.js moveText: the seeds it took, "+" for playing again),
// a pass is written out. Each move is a button (its text "S3x4+", Polish "Pd3x4+"; heard in words,
// "South, hole 3, captured 4 seeds", "(variation)" added off the main line);
// the move on the board has aria-current. A click goes to a move and, on a
// page that scrolls (a phone), brings the board into sight; on a
// move, the arrow keys go along the line (left, right) and between the
// moves played instead (up, down), Home to the start, End to the line's end.
// Under the list, on a move off the main line: make it the main line, delete it;
// and the comment of the move on the board (move-comment.js), a move with one
// marked in the list.
// The list is made again only when the tree or the language changes (at
// most a few thousand nodes); a step moves the marks alone.

import { t, language } from '../i18n/strings.js';
import { createCommentBox } from './move-comment.js';
import { moveText } from './record.js';
import { warmFonts } from '../lib/later.js';

/** @typedef {import('./tree.js').TreeNode} TreeNode */
/** @typedef {import('./variations.js').GameTree} GameTree */
/** @typedef {import('./record.js').MoveEntry} MoveEntry */
/**
 * What a list keeps between draws (`listed` below).
 * @typedef {{
 *   lang: string | null, rev: number, root: TreeNode | null, node: TreeNode | null,
 *   tail: { node: TreeNode, ply: number, row: HTMLElement | null } | null,
 *   els: Map<TreeNode | null, HTMLButtonElement>, nodes: WeakMap<Element, TreeNode>,
 *   parents: WeakMap<TreeNode, TreeNode>, main: Set<TreeNode>, open: WeakSet<TreeNode>,
 *   rests: WeakMap<Element, (on: boolean) => void>, actions: HTMLElement | null, sight?: IntersectionObserver,
 *   resized?: ResizeObserver,
 *   noted?: number, deleted?: HTMLElement, comments?: ReturnType<typeof createCommentBox>,
 * }} Rec
 */

/**
 * The panel's move list, for render.js drawAlso('panel', …).
 * @param {Document | ShadowRoot} doc
 * @param {import('./controller.js').State} state
 */
export function drawMoves(doc, state) {
  renderMoves(doc.getElementById('moves'), state);
}

// A variation longer than FOLD_PAST plies shows its first FOLD_AT, then a button for the rest.
const FOLD_PAST = 10;
const FOLD_AT = 8;

// By list element: { lang, rev, root, node (marked), tail (where the main
// line is drawn up to, see build), els (node -> button),
// nodes (button -> node), parents (node -> parent), main (Set of main-line
// nodes), open (Set of the folded variations' first nodes shown in full),
// actions (the buttons' bar), sight (the observer that keeps the move in sight),
// resized (the list's own size, which may take the move out of sight) }.
/** @type {WeakMap<HTMLElement, Rec>} */
const listed = new WeakMap();

/**
 * @param {HTMLElement | null} list
 * @param {import('./controller.js').State} state
 */
function renderMoves(list, state) {
  /** @type {GameTree | null} */
  const tree = state.tree;
  if (!list || !tree) return;
  let rec = listed.get(list);
  if (!rec) {
    rec = {
      lang: null,
      rev: -1,
      root: null,
      node: null,
      tail: null,
      els: new Map(),
      nodes: new WeakMap(),
      parents: new WeakMap(),
      main: new Set(),
      open: new WeakSet(),
      rests: new WeakMap(),
      actions: null,
    };
    listed.set(list, rec);
    wire(list, rec);
  }
  const lang = language();
  if (rec.lang === lang && rec.root === tree.root && tree.rev === rec.rev + 1 && appends(rec.tail)) {
    // The one change is a move after the main line's last (a game played on): added alone.
    rec.rev = tree.rev;
    mainMove(list, tree, rec, /** @type {NonNullable<Rec['tail']>} */ (rec.tail).node.children[0]);
  } else if (rec.lang !== lang || rec.rev !== tree.rev || rec.root !== tree.root) {
    Object.assign(rec, { lang, rev: tree.rev, root: tree.root, node: null });
    build(list, tree, rec);
  }
  if (rec.node !== tree.node || rec.noted !== tree.rev) {
    rec.noted = tree.rev; // a comment changed: drawn again
    mark(list, rec, tree.node);
    drawDeleted(list, rec, tree.deleted);
  }
}

// The main line's last node has one new move after it, and nothing after that.
/** @param {Rec['tail']} tail */
const appends = (tail) =>
  Boolean(tail) &&
  /** @type {NonNullable<Rec['tail']>} */ (tail).node.children.length === 1 &&
  !(/** @type {NonNullable<Rec['tail']>} */ (tail).node.children[0].children.length);

// ------------------------------------------------------------ making the list

/**
 * @param {HTMLElement} list
 * @param {GameTree} tree
 * @param {Rec} rec
 */
function build(list, tree, rec) {
  list.textContent = '';
  rec.els = new Map();
  rec.nodes = new WeakMap();
  rec.parents = new WeakMap();
  rec.main = new Set();
  rec.rests = new WeakMap();
  rec.tail = null;
  const root = tree.root;
  if (!root.children.length) {
    item(list, 'li', 'moves-empty', t('movesEmpty'));
    return;
  }
  // Where the main line is drawn up to: its last node, its ply, the row with a place left (or null).
  rec.tail = { node: root, ply: 0, row: null };
  for (let node = root.children[0]; node; node = node.children[0]) mainMove(list, tree, rec, node);
}

// The main line's next move in its row, then the variations that replace it, if any.
/**
 * @param {HTMLElement} list
 * @param {GameTree} tree
 * @param {Rec} rec
 * @param {TreeNode} node
 */
function mainMove(list, tree, rec, node) {
  const tail = /** @type {NonNullable<Rec['tail']>} */ (rec.tail); // set by build()
  const parent = tail.node;
  const ply = ++tail.ply;
  // An odd ply starts a row; an even one ends it (alone on its right after variations).
  const li = (ply % 2 ? null : tail.row) ?? item(list, 'li', 'turn', '');
  tail.row = ply % 2 ? li : null;
  rec.main.add(node);
  // Every node is described (variations.js): an entry each.
  moveButton(
    item(li, 'span', `ply${ply % 2 ? '' : ' even'}`, ''),
    node,
    parent,
    /** @type {MoveEntry} */ (tree.entries.get(node)),
    ply,
    1,
    rec,
  );
  if (parent.children.length > 1) {
    const box = item(list, 'li', 'variations', '');
    for (const alt of parent.children.slice(1)) variation(box, alt, parent, { ply, level: 2, tree, rec });
    tail.row = null;
  }
  tail.node = node;
}

// One variation from `start` (at ply `ply`) along its continuations, in one
// flowing line; the variations inside it on their own lines after the move
// they replace, and past FOLD_PAST plies the rest behind a button.
/**
 * @param {HTMLElement} box
 * @param {TreeNode} start
 * @param {TreeNode} parent
 * @param {{ ply: number, level: number, tree: GameTree, rec: Rec }} where
 */
function variation(box, start, parent, { ply, level, tree, rec }) {
  const block = item(box, 'div', `variation level-${Math.min(level, 4)}`, '');
  block.setAttribute('role', 'group');
  let length = 0;
  for (let node = start; node; node = node.children[0]) length++;
  let into = block;
  let n = 0;
  for (let p = parent, node = start; node; p = node, node = node.children[0]) {
    if (length > FOLD_PAST && n++ === FOLD_AT) into = fold(block, start, length - FOLD_AT, rec);
    moveButton(
      item(into, 'span', 'ply', ''),
      node,
      p,
      /** @type {MoveEntry} */ (tree.entries.get(node)),
      ply,
      level,
      rec,
    );
    if (node !== start && p.children.length > 1) {
      for (const alt of p.children.slice(1)) variation(into, alt, p, { ply, level: level + 1, tree, rec });
    }
    ply++;
  }
}

// The rest of a long variation: hidden until its button (after it) shows it, or a move of it goes on the board.
/**
 * @param {HTMLElement} block
 * @param {TreeNode} start
 * @param {number} count
 * @param {Rec} rec
 */
function fold(block, start, count, rec) {
  const rest = item(block, 'div', 'variation-rest', '');
  const b = /** @type {HTMLButtonElement} */ (item(block, 'button', 'variation-more', ''));
  b.type = 'button';
  /** @param {boolean} on */
  const show = (on) => {
    rec.open[on ? 'add' : 'delete'](start);
    rest.hidden = !on;
    b.setAttribute('aria-expanded', /** @type {string} */ (/** @type {unknown} */ (on))); // written 'true' or 'false'
    b.textContent = on ? t('variationLess') : t('variationMore', { count });
  };
  b.addEventListener('click', () => show(/** @type {boolean} */ (rest.hidden)));
  rec.rests.set(rest, show);
  show(rec.open.has(start));
  return rest;
}

/**
 * @param {HTMLElement} cell
 * @param {TreeNode} node
 * @param {TreeNode} from
 * @param {MoveEntry} e
 * @param {number} ply
 * @param {number} level
 * @param {Rec} rec
 */
function moveButton(cell, node, from, e, ply, level, rec) {
  item(cell, 'span', 'move-no', `${ply}.`);
  const shown = moveText(e, t(`${e.player}_short`));
  const b = /** @type {HTMLButtonElement} */ (
    item(cell, 'button', `move move-${e.player}${node.comment ? ' has-comment' : ''}`, shown)
  );
  b.type = 'button';
  b.tabIndex = -1;
  const words = e.captured
    ? t('moveSpokenCapture', { player: t(e.player), number: e.move, count: e.captured })
    : t('moveSpoken', { player: t(e.player), number: e.move });
  // The name starts with what the button shows, so a voice command that says it finds it (WCAG 2.5.3).
  const said = `${shown}: ${level > 1 ? t('moveInVariation', { move: words }) : words}`;
  b.setAttribute('aria-label', node.comment ? `${said} ${t('moveHasComment')}` : said);
  for (const p of e.passes) item(cell, 'span', 'move move-pass', t('passes', { player: t(`${p}_short`) }));
  rec.els.set(node, b);
  rec.nodes.set(b, node);
  rec.parents.set(node, from);
}

// ------------------------------------------------------------ the move on the board

/**
 * @param {HTMLElement} list
 * @param {Rec} rec
 * @param {TreeNode} node
 */
function mark(list, rec, node) {
  const old = rec.els.get(rec.node);
  if (old) {
    old.classList.remove('last');
    old.removeAttribute('aria-current');
    old.tabIndex = -1;
  }
  rec.node = node;
  const el = rec.els.get(node);
  // The move on the board (or at the start, the first move) is the list's one stop of Tab.
  const stop = el ?? rec.els.values().next().value;
  if (stop) stop.tabIndex = 0;
  if (el) {
    // A rest and its button are made together (fold()); a rest's parent is a variation's block.
    for (
      let r = el.closest('.variation-rest[hidden]');
      r;
      r = /** @type {Element} */ (r.parentElement).closest('.variation-rest[hidden]')
    )
      /** @type {(on: boolean) => void} */ (rec.rests.get(r))(true);
    el.classList.add('last');
    el.setAttribute('aria-current', 'true');
    const active = /** @type {Document | ShadowRoot} */ (list.getRootNode()).activeElement;
    if (active && active !== el && list.contains(active)) el.focus({ preventScroll: true });
  }
  drawActions(list, rec, node);
  rec.comments ??= createCommentBox(/** @type {HTMLElement} */ (rec.actions), (action, target, more) =>
    send(list, action, target, more),
  );
  rec.comments.draw(node?.move == null ? null : node);
  // The move on the board stays in sight: an IntersectionObserver rooted at
  // the list gives its box and the list's from the frame's own layout, so no
  // read lays out the page (a read in a frame callback, before the frame's
  // layout, laid out the whole document there).
  if (el) inSight(list, rec, el);
}

// In the list's own box, where it scrolls (beside the board).
/**
 * @param {HTMLElement} list
 * @param {Rec} rec
 * @param {Element} el
 */
function inSight(list, rec, el) {
  rec.sight ??= new IntersectionObserver(
    (entries, watch) => {
      for (const { target, boundingClientRect: r, rootBounds } of entries) {
        watch.unobserve(target);
        const box = /** @type {DOMRectReadOnly} */ (rootBounds); // the list's: a root of its own always has one
        if (target === rec.els.get(rec.node) && (r.top < box.top || r.bottom > box.bottom))
          list.scrollTop += r.top - box.top - (box.height - r.height) / 2;
      }
    },
    { root: list },
  );
  // The list's box changed (beside the board, the analysis under it grew): the move is looked at again.
  rec.resized ??= new ResizeObserver(() => {
    const current = rec.els.get(rec.node);
    if (current) rec.sight?.observe(current);
  });
  rec.resized.observe(list);
  rec.sight.observe(el); // its first entry comes after the next frame's layout
}

// A move clicked where the page scrolls (a phone: the list under the board): a board above the screen's top, or
// under the status line held there, is scrolled down to, so the move is seen played; the reader scrolls back.
/** @param {Document} doc */
function boardInSight(doc) {
  const top = doc.querySelector('.status')?.getBoundingClientRect().bottom ?? 0;
  const by = /** @type {HTMLElement} */ (doc.getElementById('board')).getBoundingClientRect().top - Math.max(0, top);
  if (by < 0) /** @type {Window} */ (doc.defaultView).scrollBy(0, by);
}

// Make main line, Delete variation: under the list, for a move off the main line.
/**
 * @param {HTMLElement} list
 * @param {Rec} rec
 * @param {TreeNode} node
 */
function drawActions(list, rec, node) {
  if (!rec.actions) {
    const bar = list.ownerDocument.createElement('div');
    bar.className = 'tree-actions';
    for (const [action, cls] of [
      ['promote', 'tree-promote'],
      ['delete', 'tree-delete'],
    ]) {
      const b = /** @type {HTMLButtonElement} */ (item(bar, 'button', cls, ''));
      b.type = 'button';
      b.addEventListener('click', () => send(list, action, rec.node));
    }
    list.after(bar);
    rec.actions = bar;
  }
  const off = Boolean(rec.els.get(node)) && !rec.main.has(node);
  rec.actions.hidden = !off;
  // Named while hidden too: every control of the page has a name.
  /** @type {Element} */ (rec.actions.querySelector('.tree-promote')).textContent = t('treePromote');
  /** @type {Element} */ (rec.actions.querySelector('.tree-delete')).textContent = t('treeDelete');
}

// "Variation deleted (12 moves). Undo": under the list while the deletion can be taken back (variations.js).
/**
 * @param {HTMLElement} list
 * @param {Rec} rec
 * @param {GameTree['deleted']} deleted
 */
function drawDeleted(list, rec, deleted) {
  if (!rec.deleted) {
    const note = list.ownerDocument.createElement('p');
    note.className = 'tree-actions tree-deleted'; // laid out as the buttons' bar
    note.setAttribute('role', 'status');
    item(note, 'span', 'tree-deleted-text', '');
    const b = /** @type {HTMLButtonElement} */ (item(note, 'button', 'tree-restore', ''));
    b.type = 'button';
    b.addEventListener('click', () => send(list, 'restore', rec.root));
    list.after(note);
    rec.deleted = note;
  }
  rec.deleted.hidden = !deleted;
  // Named while hidden too (every control of the page has a name): by what it brings back, starting with what it shows (WCAG 2.5.3).
  const said = deleted ? t('treeDeleted', { count: deleted.count }) : '';
  /** @type {Element} */ (rec.deleted.firstChild).textContent = said; // the text's span, then the button
  const b = /** @type {Element} */ (rec.deleted.lastChild);
  b.textContent = t('undo');
  b.setAttribute('aria-label', deleted ? `${t('undo')}: ${said}` : t('undo'));
}

// ------------------------------------------------------------ clicks and keys

// To the board's controller (variations.js), which listens on its document.
/**
 * @param {HTMLElement} list
 * @param {string} action
 * @param {TreeNode | null | undefined} node
 * @param {object} [more]
 */
function send(list, action, node, more = {}) {
  if (node) list.dispatchEvent(new CustomEvent('hoyito-tree', { bubbles: true, detail: { action, node, ...more } }));
}

/**
 * @param {HTMLElement} list
 * @param {Rec} rec
 */
function wire(list, rec) {
  // A move's and its comment button's fonts, before the first move shows them.
  if (list.parentElement)
    warmFonts(
      list.parentElement,
      '<ol class="moves"><li><button class="move">1</button></li></ol><div class="move-comment"><button>1</button></div>',
    );
  list.addEventListener('click', (ev) => {
    const b = /** @type {Element} */ (ev.target).closest?.('button.move');
    if (!b || !rec.nodes.has(b)) return;
    send(list, 'go', rec.nodes.get(b));
    boardInSight(list.ownerDocument);
  });
  list.addEventListener('keydown', (ev) => {
    const b = /** @type {Element} */ (ev.target).closest?.('button.move');
    if (!b || !rec.nodes.has(b) || ev.altKey || ev.ctrlKey || ev.metaKey) return;
    // From the move on the board (the start: its first move holds the focus).
    const to = target(rec, rec.node ?? /** @type {TreeNode} */ (rec.nodes.get(b)), ev.key);
    if (to === undefined) return;
    ev.preventDefault();
    if (to) send(list, 'go', to);
  });
}

// Where a key goes from `node`: a node, null (nowhere: the key is still the
// list's), or undefined (not a key of the list).
/**
 * @param {Rec} rec
 * @param {TreeNode} node
 * @param {string} key
 * @returns {TreeNode | null | undefined}
 */
function target(rec, node, key) {
  const parent = rec.parents.get(node);
  const siblings = parent?.children ?? [node];
  const i = siblings.indexOf(node);
  switch (key) {
    case 'ArrowLeft':
      return parent ?? null;
    case 'ArrowRight':
      return node.children[0] ?? null;
    case 'ArrowUp':
      return siblings[i - 1] ?? null;
    case 'ArrowDown':
      return siblings[i + 1] ?? null;
    case 'Home':
      return rec.root;
    case 'End': {
      let end = node;
      while (end.children[0]) end = end.children[0];
      return end;
    }
    default:
      return undefined;
  }
}

// An element of the move list with its text, added to `parent`.
/**
 * @param {Element} parent
 * @param {string} tag
 * @param {string} cls
 * @param {string} text
 * @returns {HTMLElement}
 */
function item(parent, tag, cls, text) {
  const node = parent.ownerDocument.createElement(tag);
  node.className = cls;
  if (text) node.textContent = text;
  return parent.appendChild(node);
}
