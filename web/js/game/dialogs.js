// dialogs.js - the new-game and game-over dialogs: their markup, filled and
// wired here, added to the page when one is first wanted (page weight:
// neither is needed to show the board or play on it).

import { t, applyStrings } from '../i18n/strings.js';
import { resultText } from '../board/render.js';
import { LEVELS, MAX_N, DEFAULT_N, DEFAULT_LEVEL } from '../../engine/gen/abi.js';

/** @typedef {import('../../engine/engine.js').Side} Side */
/** @typedef {import('../../engine/engine.js').Variant} Variant */
/** @typedef {import('../board/state.js').State} State */
/** @typedef {import('../i18n/strings.js').WordKey} WordKey */
/**
 * The new-game dialog's choices: `players` is 'two', 'computer', 'friend' or
 * 'demo'; `human` the side this device plays; `help` engine help allowed in a
 * game with a friend.
 * @typedef {{ variant: Variant, n: number, clockwise: boolean, players: string, starts: Side,
 *   level: number, human: Side, help: boolean }} NewGameOptions
 */

const MARKUP = `
<dialog id="new-dialog" aria-labelledby="new-title">
  <form id="new-form" method="dialog">
    <h2 id="new-title" data-s="newGameTitle">New game</h2>
    <!-- play a friend by link: the games kept on this device (friend.js) -->
    <section id="friend-games" class="friend-games" aria-labelledby="friend-games-title" hidden>
      <h3 id="friend-games-title" data-s="yourGames">Your games</h3>
      <ul></ul>
    </section>
    <!-- Players first; the computer's level and the side one plays right after; the rest under "More options" (phones: one screen). -->
    <fieldset class="inline players">
      <legend data-s="players">Players</legend>
      <label class="choice"><input type="radio" name="players" value="two" checked><span data-s="playersTwo"></span></label>
      <label class="choice" id="players-computer" hidden><input type="radio" name="players" value="computer"><span data-s="playersComputer"></span></label>
      <label class="choice" id="players-friend"><input type="radio" name="players" value="friend"><span data-s="playersFriend">Play a friend</span></label>
      <label class="choice" id="players-demo" hidden><input type="radio" name="players" value="demo"><span data-s="playersDemo"></span></label>
    </fieldset>
    <!-- computer opponent: shown when the computer plays -->
    <div id="ai-options" class="ai-options" hidden>
      <div class="field">
        <label for="new-level" data-s="aiLevel">Level</label>
        <select id="new-level" name="level"></select>
      </div>
      <p class="field-hint" data-s="aiLevelHint"></p>
    </div>
    <!-- against the computer or a friend: the side this device plays -->
    <fieldset class="inline" id="ai-human" hidden>
      <legend data-s="aiYouPlay">You play</legend>
      <label class="choice"><input type="radio" name="human" value="S" checked><span data-s="S"></span></label>
      <label class="choice"><input type="radio" name="human" value="N"><span data-s="N"></span></label>
      <p class="field-hint side-hint" data-s="aiSideHint"></p>
    </fieldset>
    <!-- play a friend: the name the friend sees in their list of games (friend.js) -->
    <div id="friend-options" class="field friend-options" hidden>
      <label for="friend-name" data-s="friendYourName">Your name (optional)</label>
      <input id="friend-name" name="friendName" type="text" maxlength="24" autocomplete="nickname">
      <!-- engine help by agreement: off unless ticked for this game, fixed once it starts (friend.js) -->
      <label class="friend-help-choice"><input type="checkbox" id="friend-help-allow" name="friendHelp"><span data-s="friendHelpAllow">Allow engine help (both players)</span></label>
      <p class="field-hint" data-s="friendTrust">Honest play is on trust: each link carries the whole game.</p>
    </div>
    <fieldset class="variants">
      <legend data-s="variant">Variant</legend>
      <label class="choice"><input type="radio" name="variant" value="I" checked><span><b data-s="variantI">Hoyito I</b><small data-s="variantIHint"></small></span></label>
      <label class="choice"><input type="radio" name="variant" value="II"><span><b data-s="variantII">Hoyito II</b><small data-s="variantIIHint"></small></span></label>
      <label class="choice"><input type="radio" name="variant" value="III"><span><b data-s="variantIII">Hoyito III</b><small data-s="variantIIIHint"></small></span></label>
    </fieldset>
    <!-- phones: the chosen variant's hint under the three, side by side -->
    <p id="variant-hint" class="field-hint variant-hint" aria-hidden="true"></p>
    <details id="new-more" class="new-more">
      <summary data-s="moreOptions">More options</summary>
      <div class="field">
        <label for="new-size" data-s="size">Holes a row</label>
        <select id="new-size" name="n"></select>
      </div>
      <fieldset class="inline">
        <legend data-s="directionLegend">Sowing direction</legend>
        <label class="choice"><input type="radio" name="direction" value="ccw" checked><span><b data-s="ccwOption"></b><small data-s="ccwHint"></small></span></label>
        <label class="choice"><input type="radio" name="direction" value="cw"><span><b data-s="cwOption"></b><small data-s="cwHint"></small></span></label>
      </fieldset>
      <fieldset class="inline">
        <legend data-s="starts">Who starts</legend>
        <label class="choice"><input type="radio" name="starts" value="S" checked><span data-s="S"></span></label>
        <label class="choice"><input type="radio" name="starts" value="N"><span data-s="N"></span></label>
      </fieldset>
    </details>
    <p class="new-edit-row"><button type="button" id="new-edit" class="link-button" data-s="setUpPosition">Set up a position…</button></p>
    <p id="new-error" class="form-error" role="alert" hidden></p>
    <div class="actions">
      <button type="button" id="new-cancel" data-s="cancel">Cancel</button>
      <button type="submit" class="primary" id="new-start" data-s="start">Start</button>
    </div>
  </form>
</dialog>

<dialog id="over-dialog" aria-labelledby="over-title" aria-describedby="over-result">
  <h2 id="over-title" class="over-title"></h2>
  <p class="over-result" id="over-result"></p>
  <p class="over-score"></p>
  <p class="over-reason"></p>
  <div class="over-match"></div>
  <p class="over-next-hint"></p>
  <div class="actions">
    <button type="button" id="over-close" data-s="lookAtBoard">Look at the board</button>
    <button type="button" id="over-new" data-s="newGame">New game</button>
    <button type="button" id="next-game" class="primary" data-s="nextGame">Next game of the match</button>
    <!-- play a friend: a new game, colours swapped (friend-end.js wires it) -->
    <button type="button" id="over-rematch" class="primary" data-s="friendRematch" hidden>Rematch</button>
  </div>
</dialog>
`;

/**
 * The new-game form's choices as an options object.
 * @param {HTMLFormElement} form
 * @returns {NewGameOptions}
 */
function readNewGameForm(form) {
  const data = new FormData(form);
  return {
    // The form's variants are the engine's.
    variant: /** @type {Variant} */ (String(data.get('variant') || 'I')),
    n: Number(data.get('n') || DEFAULT_N),
    clockwise: data.get('direction') === 'cw',
    players: String(data.get('players') || 'two'),
    starts: data.get('starts') === 'N' ? 'N' : 'S',
    level: Number(data.get('level') || DEFAULT_LEVEL),
    human: data.get('human') === 'N' ? 'N' : 'S',
    help: data.get('friendHelp') === 'on',
  };
}

/**
 * Puts saved options back into the new-game form.
 * @param {HTMLFormElement} form
 * @param {Partial<NewGameOptions>} options
 */
function fillNewGameForm(form, options) {
  /**
   * @param {string} name
   * @param {string | undefined} value
   */
  const set = (name, value) => {
    // The form's named fields: radio buttons (a RadioNodeList when several), inputs and selects.
    const field = /** @type {RadioNodeList | HTMLInputElement | HTMLSelectElement | null} */ (
      form.elements.namedItem(name)
    );
    if (!field) return;
    if (field instanceof RadioNodeList || field.type === 'radio') {
      const radios = /** @type {NodeListOf<HTMLInputElement>} */ (form.querySelectorAll(`[name="${name}"]`));
      for (const r of radios) r.checked = r.value === value;
    } else field.value = /** @type {string} */ (value);
  };
  set('variant', options.variant);
  set('n', String(options.n));
  set('direction', options.clockwise ? 'cw' : 'ccw');
  set('players', options.players || 'two');
  set('starts', options.starts || 'S');
  set('level', String(options.level || DEFAULT_LEVEL));
  set('human', options.human || 'S');
  // Engine help in a friend game is agreed afresh each time: never ticked from an earlier game.
  const help = /** @type {HTMLInputElement | null} */ (form.elements.namedItem('friendHelp'));
  if (help) help.checked = false;
}

/**
 * Fills the game-over dialog: result, reason, score, match so far.
 * @param {HTMLDialogElement} dialog
 * @param {State} state
 */
function renderSummary(dialog, state) {
  const q = (/** @type {string} */ s) => /** @type {HTMLElement} */ (dialog.querySelector(s));
  const score = state.captured;
  q('.over-title').textContent = t(state.matchWinner ? 'matchOver' : 'gameOver');
  q('.over-result').textContent = resultText(state, score);
  const reasonKey = /** @type {WordKey} */ (`reason_${state.endReason ?? 'no_moves'}`);
  q('.over-reason').textContent =
    state.endReason === 'last_four' && !state.lastFourTo
      ? t('reason_last_four_nobody')
      : t(reasonKey, { player: t(state.lastFourTo ?? 'S'), limit: state.limit });
  q('.over-score').textContent = t('score', { S: t('S'), N: t('N'), s: score[0], n: score[1] });
  const match = q('.over-match');
  match.textContent = '';
  if (state.matchWinner) {
    const loser = state.matchWinner === 'S' ? 'N' : 'S';
    const p = document.createElement('p');
    p.className = 'match-winner';
    // A match is won by a side, never drawn (R19).
    p.textContent = t('matchWinner', { loser: t(loser), winner: t(/** @type {Side} */ (state.matchWinner)) });
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
  // A game with a friend is a single game (its follow-up is a rematch): no match goes on from it.
  const single = Boolean(state.friend);
  next.hidden = Boolean(state.matchWinner) || single;
  // A first game is a casual one: its main answer is a new game; going on makes it a match, whose
  // next game is the main answer once a match is on.
  const inMatch = state.round > 1;
  const nextKey = inMatch ? 'nextGame' : 'nextGameFirst';
  if (next.dataset.s !== nextKey) {
    next.dataset.s = nextKey;
    next.textContent = t(nextKey);
  }
  const again = q('#over-new');
  next.classList.toggle('primary', inMatch);
  again.classList.toggle('primary', !inMatch);
  (inMatch ? again : next).after(inMatch ? next : again); // the main answer last: first on a phone (column-reverse)
  q('.over-next-hint').hidden = next.hidden;
  // Shown once the game is over: a side won, or it is a draw.
  q('.over-next-hint').textContent =
    state.result === 'D' ? t('nextGameDrawHint') : t('nextGameHint', { player: t(/** @type {Side} */ (state.result)) });
  q('#over-rematch').hidden = !state.friend;
}

/**
 * Play a friend: a game that ended by resignation or by agreement (friend-end.js
 * says how, in `result` and `reason`), with the seeds as they stood and a rematch.
 * @param {HTMLDialogElement} dialog
 * @param {State} state
 * @param {{ result: string, reason: string }} words
 */
function renderFriendEnd(dialog, state, { result, reason }) {
  const q = (/** @type {string} */ s) => /** @type {HTMLElement} */ (dialog.querySelector(s));
  q('.over-title').textContent = t('gameOver');
  q('.over-result').textContent = result;
  q('.over-reason').textContent = reason;
  q('.over-score').textContent = t('score', { S: t('S'), N: t('N'), s: state.captured[0], n: state.captured[1] });
  q('.over-match').textContent = '';
  q('#next-game').hidden = true;
  q('.over-next-hint').hidden = true;
  q('#over-rematch').hidden = false;
}

/**
 * Adds both dialogs to `doc` and wires them to the page's actions:
 * startNew(options) (the form's game), openNew() (the game-over dialog's
 * New game), openEditor(), nextGame(). Returns { showNew(options),
 * showOver(state), showFriendEnd(state, words), refresh() }: refresh() puts the dialogs in the language
 * in use (the page calls it after a language switch).
 * @param {{ doc: Document, startNew: (options: NewGameOptions) => unknown, openNew: () => unknown,
 *   openEditor: () => unknown, nextGame: () => unknown }} actions
 */
export function createDialogs({ doc, startNew, openNew, openEditor, nextGame }) {
  // The page's own elements, and the ones MARKUP adds: there, by their ids.
  const byId = (/** @type {string} */ id) => /** @type {HTMLElement} */ (doc.getElementById(id));
  byId('rules-dialog').insertAdjacentHTML('beforebegin', MARKUP);
  const form = /** @type {HTMLFormElement} */ (byId('new-form'));
  const newDialog = /** @type {HTMLDialogElement} */ (byId('new-dialog'));
  const overDialog = /** @type {HTMLDialogElement} */ (byId('over-dialog'));
  // The computer opponent searches in a worker: offered wherever workers run.
  const workers = typeof Worker === 'function';
  byId('players-computer').hidden = !workers;
  byId('players-demo').hidden = !workers;
  form.addEventListener('change', showAiOptions);
  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    startNew(readNewGameForm(form));
  });
  const on = (/** @type {string} */ id, /** @type {() => unknown} */ fn) => byId(id).addEventListener('click', fn);
  on('new-cancel', () => newDialog.close());
  // Closed (Escape, Cancel, Start), the browser gives the focus back to what had it before; when
  // that is gone (the game-over dialog's New game, closed with its dialog) or cannot take it, the
  // page's New game button does, or else the board: the focus is never left on the body.
  newDialog.addEventListener('close', () => {
    // Any element: `disabled` is a form control's, undefined on others.
    const at = /** @type {(Element & { disabled?: boolean }) | null} */ (doc.activeElement);
    if (at && at !== doc.body && !at.disabled && !at.closest('dialog:not([open])')) return;
    const button = /** @type {HTMLButtonElement | null} */ (doc.getElementById('new-game'));
    const hole = /** @type {SVGElement | null} */ (doc.querySelector('#board [data-hole][tabindex="0"]'));
    (button && !button.disabled ? button : hole)?.focus();
  });
  on('new-edit', () => openEditor());
  on('over-close', () => overDialog.close());
  on('over-new', () => openNew());
  on('next-game', () => nextGame());

  // computer opponent: its level and side show when the computer plays; the side only against a person.
  function showAiOptions() {
    const players = /** @type {HTMLInputElement | null} */ (form.querySelector('input[name="players"]:checked'))?.value;
    byId('ai-options').hidden = players !== 'computer' && players !== 'demo';
    byId('ai-human').hidden = players !== 'computer' && players !== 'friend';
    byId('friend-options').hidden = players !== 'friend';
    const variant = form.querySelector('input[name="variant"]:checked');
    const hint = variant?.closest('.choice')?.querySelector('small');
    byId('variant-hint').textContent = hint?.textContent ?? '';
  }

  /**
   * @param {string} name
   * @param {number[]} values
   * @param {(value: number) => string} words
   */
  function fillSelect(name, values, words) {
    const select = /** @type {HTMLSelectElement} */ (form.querySelector(`select[name="${name}"]`));
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
    applyStrings(newDialog);
    applyStrings(overDialog);
    // New games offer 6 to MAX_N holes a row (RULES R1); the editor, any size the engine takes.
    fillSelect(
      'n',
      Array.from({ length: MAX_N - 5 }, (_, k) => k + 6),
      (n) => t('sizeOption', { n, total: 8 * n }),
    );
    fillSelect(
      'level',
      Array.from({ length: LEVELS }, (_, k) => k + 1),
      (level) => t(/** @type {WordKey} */ (`aiLevel${level}`)),
    );
    showAiOptions();
  }
  refresh();

  return {
    /** @param {Partial<NewGameOptions>} options the choices to show (the last ones) */
    showNew(options) {
      fillNewGameForm(form, options);
      showAiOptions();
      byId('new-error').hidden = true;
      newDialog.showModal();
    },
    /** @param {State} state */
    showOver(state) {
      renderSummary(overDialog, state);
      if (!overDialog.open) overDialog.showModal();
    },
    /**
     * Play a friend: the game-over dialog for a resignation or an agreed draw.
     * @param {State} state
     * @param {{ result: string, reason: string }} words
     */
    showFriendEnd(state, words) {
      renderFriendEnd(overDialog, state, words);
      if (!overDialog.open) overDialog.showModal();
    },
    refresh,
  };
}
