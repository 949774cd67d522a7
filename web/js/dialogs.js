// dialogs.js - the new-game and game-over dialogs. Their markup is in the
// page; this fills and wires them, and is loaded when one is first wanted
// (page weight: neither is needed to show the board or play on it).

import { t } from './strings.js';
import { resultText } from './render.js';
import { LEVELS } from '../gen/abi.js';

/** The new-game form's choices as an options object. */
export function readNewGameForm(form) {
  const data = new FormData(form);
  return {
    variant: String(data.get('variant') || 'I'),
    n: Number(data.get('n') || 6),
    clockwise: data.get('direction') === 'cw',
    players: String(data.get('players') || 'two'),
    starts: data.get('starts') === 'N' ? 'N' : 'S',
    level: Number(data.get('level') || 3),
    human: data.get('human') === 'N' ? 'N' : 'S',
  };
}

/** Puts saved options back into the new-game form. */
export function fillNewGameForm(form, options) {
  const set = (name, value) => {
    const field = form.elements.namedItem(name);
    if (!field) return;
    if (field instanceof RadioNodeList || field.type === 'radio') {
      for (const r of form.querySelectorAll(`[name="${name}"]`)) r.checked = r.value === value;
    } else field.value = value;
  };
  set('variant', options.variant);
  set('n', String(options.n));
  set('direction', options.clockwise ? 'cw' : 'ccw');
  set('players', options.players || 'two');
  set('starts', options.starts || 'S');
  set('level', String(options.level || 3));
  set('human', options.human || 'S');
}

/** Fills the game-over dialog: result, reason, score, match so far. */
export function renderSummary(dialog, state) {
  const q = (s) => dialog.querySelector(s);
  const score = state.captured;
  q('.over-title').textContent = t(state.matchWinner ? 'matchOver' : 'gameOver');
  q('.over-result').textContent = resultText(state, score);
  const reasonKey = `reason_${state.endReason ?? 'no_moves'}`;
  q('.over-reason').textContent = state.endReason === 'last_four' && !state.lastFourTo
    ? t('reason_last_four_nobody')
    : t(reasonKey, { player: t(state.lastFourTo ?? 'S'), limit: state.limit });
  q('.over-score').textContent = t('score', { S: t('S'), N: t('N'), s: score[0], n: score[1] });
  const match = q('.over-match');
  match.textContent = '';
  if (state.matchWinner) {
    const loser = state.matchWinner === 'S' ? 'N' : 'S';
    const p = document.createElement('p');
    p.className = 'match-winner';
    p.textContent = t('matchWinner', { loser: t(loser), winner: t(state.matchWinner) });
    match.appendChild(p);
  }
  if (state.matchGames.length > 1 || state.matchWinner) {
    const h = document.createElement('h3');
    h.textContent = t('matchGames');
    match.appendChild(h);
    const ol = document.createElement('ol');
    for (const g of state.matchGames) {
      const li = document.createElement('li');
      li.textContent = t('matchGameLine', { round: g.round, result: resultText({ result: g.result }, g.score) });
      ol.appendChild(li);
    }
    match.appendChild(ol);
  }
  const next = q('#next-game');
  next.hidden = Boolean(state.matchWinner);
  q('.over-next-hint').hidden = Boolean(state.matchWinner);
  q('.over-next-hint').textContent = state.result === 'D'
    ? t('nextGameDrawHint')
    : t('nextGameHint', { player: t(state.result) });
}

/**
 * Wires both dialogs in `doc`. `startNew(options)` starts the game the form
 * asks for. Returns { openNew(options), openOver(state), refresh() }:
 * refresh() puts the form's generated choices in the language in use.
 */
export function createDialogs({ doc, startNew }) {
  const form = doc.getElementById('new-form');
  // The computer opponent searches in a worker: offered wherever workers run.
  const workers = typeof Worker === 'function';
  doc.getElementById('players-computer').hidden = !workers;
  doc.getElementById('players-demo').hidden = !workers;
  form.addEventListener('change', showAiOptions);
  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    startNew(readNewGameForm(form));
  });

  // computer opponent: its level and side show when the computer plays; the side only against a person.
  function showAiOptions() {
    const players = form.querySelector('input[name="players"]:checked')?.value;
    doc.getElementById('ai-options').hidden = players !== 'computer' && players !== 'demo';
    doc.getElementById('ai-human').hidden = players !== 'computer' && players !== 'friend';
    doc.getElementById('friend-options').hidden = players !== 'friend';
  }

  function fillSelect(name, values, words) {
    const select = form.querySelector(`select[name="${name}"]`);
    const chosen = select.value;
    select.textContent = '';
    for (const v of values) {
      const o = doc.createElement('option');
      o.value = String(v);
      o.textContent = words(v);
      select.appendChild(o);
    }
    if (chosen) select.value = chosen;
  }

  function refresh() {
    fillSelect('n', [6, 7, 8, 9, 10, 11, 12], (n) => t('sizeOption', { n, total: 8 * n }));
    fillSelect('level', Array.from({ length: LEVELS }, (_, k) => k + 1), (level) => t(`aiLevel${level}`));
  }
  refresh();

  return {
    openNew(options) {
      fillNewGameForm(form, options);
      showAiOptions();
      doc.getElementById('new-error').hidden = true;
      doc.getElementById('new-dialog').showModal();
    },
    openOver(state) {
      const dialog = doc.getElementById('over-dialog');
      renderSummary(dialog, state);
      if (!dialog.open) dialog.showModal();
    },
    refresh,
  };
}
