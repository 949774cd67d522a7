// moves-list.js - the move list beside the board (#moves), drawn with every
// draw of the panel once main.js has added it (render.js drawAlso), just
// after the board is playable: the first draw does not wait for it.

import { t, language } from '../i18n/strings.js';

/** The panel's move list, for render.js drawAlso('panel', …). */
export function drawMoves(doc, state) {
  renderMoves(doc.getElementById('moves'), state);
}

// The move list: "1. S3 N5+4 N2 2. S1 …". A number starts each turn of the
// player who moved first; a capture shows its seeds, a pass is written out.
// Each move is one element with its short text ("S3+4", Polish "Pd3+4"),
// heard in words ("South, hole 3, captured 4 seeds") as an image's label.
// A draw touches the list only where it changed: the turn a move joined or
// left, or all of it for another game or language. `listed` keeps, by list
// element, what each list shows: { lang, round, log (state.moveLog),
// entries (the moveLog entries shown), els (their elements), turns:
// [{ li, start (index of its first entry) }], last (element), empty (element) }.
const listed = new WeakMap();

function renderMoves(list, state) {
  if (!list) return;
  const log = state.moveLog;
  const count = Math.min(state.ply, log.length);
  const lang = language();
  let rec = listed.get(list);
  if (!rec || rec.lang !== lang || rec.round !== state.round || rec.log !== log) {
    rec = { lang, round: state.round, log, entries: [], els: [], turns: [], last: null, empty: null, scroll: false };
    listed.set(list, rec);
    list.textContent = '';
  }
  const shown = rec.entries;
  if (shown.length === count && (count ? shown[count - 1] === log[count - 1] : rec.empty)) return;
  // The first entry that differs; the turn holding it (or the last turn, when
  // moves are only added) is drawn again from its first move.
  let k = 0;
  while (k < shown.length && k < count && shown[k] === log[k]) k++;
  let turn = rec.turns.length - 1;
  while (turn >= 0 && rec.turns[turn].start > Math.min(k, shown.length - 1)) turn--;
  const from = turn >= 0 ? rec.turns[turn].start : 0;
  for (const gone of rec.turns.splice(Math.max(turn, 0))) gone.li.remove();
  shown.length = from;
  rec.els.length = from;
  rec.last?.classList.remove('last');
  rec.last = null;
  rec.empty?.remove();
  rec.empty = null;
  if (!count) {
    rec.empty = item(list, 'li', 'moves-empty', t('movesEmpty'));
    return;
  }
  const first = log[0].player;
  let li = null;
  for (let j = from; j < count; j++) {
    const e = log[j];
    const prev = log[j - 1];
    if (!li || (e.player === first && (prev.player !== first || prev.passes.length))) {
      li = item(list, 'li', 'turn', '');
      item(li, 'span', 'move-no', `${rec.turns.length + 1}.`);
      rec.turns.push({ li, start: j });
    }
    const move = item(li, 'span', `move move-${e.player}`, `${t(`${e.player}_short`)}${e.move}${e.captured ? `+${e.captured}` : ''}`);
    move.setAttribute('role', 'img');
    move.setAttribute('aria-label', e.captured
      ? t('moveSpokenCapture', { player: t(e.player), number: e.move, count: e.captured })
      : t('moveSpoken', { player: t(e.player), number: e.move }));
    for (const p of e.passes) item(li, 'span', 'move move-pass', t('passes', { player: t(`${p}_short`) }));
    shown.push(e);
    rec.els.push(move);
  }
  rec.last = rec.els[count - 1];
  rec.last.classList.add('last');
  // The newest move stays in sight: scrolled at the next frame, when the
  // browser lays the page out anyway, so that a draw never forces a layout.
  if (!rec.scroll) {
    rec.scroll = true;
    requestAnimationFrame(() => {
      rec.scroll = false;
      list.scrollLeft = list.scrollWidth;
      list.scrollTop = list.scrollHeight;
    });
  }
}

// An element of the move list with its text, added to `parent`.
function item(parent, tag, cls, text) {
  const node = document.createElement(tag);
  node.className = cls;
  if (text) node.textContent = text;
  return parent.appendChild(node);
}
