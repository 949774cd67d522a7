// animate.js - plays the engine's event list back on the board, one event at
// a time: the pick-up, every seed dropped, relays, captures flying to the
// capturer's pile, passes, the last four and the end of the game.
// It never decides anything about the rules: it only moves what the events
// say moved, in the order they say. When it is done (or skipped) the caller
// redraws from the engine's position, so a bug here can only cost a frame.

import { spotOf, toScreen } from './board-view.js';
import { pebbleCss } from './pebbles.js';
import { holeIndex } from './holes.js';

/** Milliseconds a single seed takes to travel, by speed setting. */
export const STEP_MS = { slow: 420, normal: 190, fast: 75, instant: 0 };

// Long relay chains speed up gently after the first dozen seeds.
function stepFor(base, k) {
  return Math.round(base * Math.max(0.45, 0.955 ** Math.max(0, k - 12)));
}

/**
 * An animator bound to one board. `state` is the board's state, `draw()` redraws
 * it, `view` is its view (board-view.js: geometry and size), `layer` the HTML layer
 * over it where pebbles fly, `reducedMotion()` says if
 * the reader asked for less motion (then seeds do not travel: the counts
 * change step by step in place).
 */
export function createAnimator({ state, draw: redraw, view, layer, reducedMotion }) {
  const spot = (kind, index) => spotOf(view, kind, index);
  let skipping = false;
  const running = new Set();   // Animation objects in flight
  const sleepers = new Set();  // resolvers of pending pauses
  const landed = [];           // flyers of this move that have landed, hidden, for the next flights

  function sleep(ms) {
    if (skipping || ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => { clearTimeout(timer); sleepers.delete(done); resolve(); };
      const timer = setTimeout(done, ms);
      sleepers.add(done);
    });
  }

  // One pebble from a to b (board units); resolves when it lands (at once when
  // skipping). It flies in the HTML layer over the board, moved by a transform
  // only, which the compositor animates without repainting the board. A
  // flyer that has landed is hidden and flies again in the same move: adding
  // and removing one would lay the page out and change its layers each time.
  function flight(a, b, ms, fill, delay = 0) {
    if (skipping || ms <= 0) return Promise.resolve();
    if (reducedMotion()) return sleep(ms + delay);
    const p = toScreen(view, a);
    const q = toScreen(view, b);
    const size = Math.max(7, 20 * p.scale);
    let c = landed.pop();
    if (!c) {
      c = document.createElement('div');
      c.className = 'flyer';
      layer.appendChild(c);
    }
    c.style.width = c.style.height = `${size}px`;
    c.style.background = fill;
    c.style.visibility = '';
    const x0 = p.x - size / 2;
    const y0 = p.y - size / 2;
    const dx = q.x - p.x;
    const dy = q.y - p.y;
    const lift = Math.min(60 * p.scale, (18 + Math.hypot(dx, dy) / p.scale * 0.15) * p.scale);
    const at = (x, y, k) => `translate(${(x0 + x).toFixed(1)}px, ${(y0 + y).toFixed(1)}px) scale(${k})`;
    const anim = c.animate([
      { transform: at(0, 0, 1) },
      { transform: at(dx / 2, dy / 2 - lift, 1.25), offset: 0.5 },
      { transform: at(dx, dy, 1) },
    ], { duration: ms, delay, easing: 'cubic-bezier(.45,.05,.55,.95)', fill: 'both' });
    running.add(anim);
    return anim.finished.catch(() => {}).then(() => {
      running.delete(anim);
      c.style.visibility = 'hidden';
      anim.cancel();
      landed.push(c);
    });
  }

  // The move is shown: no flyer stays over the board.
  function clearFlyers() {
    for (const c of landed) c.remove();
    landed.length = 0;
  }

  function say(key, values) {
    state.message = { key, values };
  }

  // The hand's glide time (a CSS transition); written only when it changes.
  let step = '';
  function setStep(ms) {
    const value = `${skipping ? 0 : ms}ms`;
    if (value === step) return;
    step = value;
    layer.style.setProperty('--step', value);
  }

  /**
   * Animates `events` (engine.js Event objects of one move) from the board
   * currently in `state`. Resolves when the last event is shown (at once for
   * 'instant' or after skip()); the caller then checks the board against the
   * engine and syncs the state from it.
   */
  // One function a kind of event: each applies the event to `state` and
  // waits for its flight. `move` carries what a move's events share.
  async function pickup(e, ms, move) {
    const from = spot('hole', e.hole);
    const to = spot('hand', e.hole);
    state.active = e.hole;
    state.seeds[e.hole] -= e.count;
    state.hand = { hole: e.hole, count: e.count, player: e.player };
    say(e.relay ? 'relay' : 'sowing', { player: e.player, hole: e.name, count: e.count });
    move.draw();
    const lifts = [];
    for (let j = 0; j < Math.min(e.count, 3); j++) lifts.push(flight(from, to, ms, pebbleCss(e.hole, j), j * ms * 0.15));
    await Promise.all(lifts);
  }

  async function drop(e, ms, move) {
    const from = spot('hand', state.hand ? state.hand.hole : e.hole);
    state.active = e.hole;
    if (state.hand) {
      state.hand.hole = e.hole;
      state.hand.count -= 1;
    }
    move.draw();
    await flight(from, spot('hole', e.hole), ms, pebbleCss(e.hole, state.seeds[e.hole]));
    state.seeds[e.hole] += 1;
    move.draw();
    move.dropped++;
  }

  // A capture from a hole, or a collect from a hole or (hole null) the hand.
  async function take(e, ms, move) {
    const p = e.player === 'S' ? 0 : 1;
    const fromHand = e.type === 'collect' && e.hole === null;
    const from = fromHand ? spot('hand', state.hand ? state.hand.hole : 0) : spot('hole', e.hole);
    if (fromHand) {
      if (state.hand) state.hand.count -= e.count;
    } else {
      state.seeds[e.hole] -= e.count;
      state.active = e.hole;
    }
    if (e.type === 'capture') say('captures', { player: e.player, hole: e.name, count: e.count });
    move.draw();
    const to = spot('pile', p);
    const trips = [];
    for (let j = 0; j < Math.min(e.count, 4); j++) {
      trips.push(flight(from, to, Math.max(ms * 2, move.base ? 260 : 0), pebbleCss(40 + p, state.captured[p] + j), j * ms * 0.3));
    }
    await Promise.all(trips);
    state.captured[p] += e.count;
    move.draw();
  }

  // Events that only say something, and stay in the status line afterwards.
  const NOTICES = { extra_turn: 'extraTurn', pass: 'pass', last_four: 'lastFour' };

  async function notice(e, move) {
    if (e.type !== 'last_four') state.hand = null;
    say(NOTICES[e.type], { player: e.player });
    move.note = state.message;
    move.draw();
    await sleep(Math.max(move.base * 4, move.base ? 350 : 0));
  }

  /**
   * Animates `events` (engine.js Event objects of one move) from the board
   * currently in `state`. Resolves when the last event is shown (at once for
   * 'instant' or after skip()); the caller then checks the board against the
   * engine and syncs the state from it.
   */
  async function run(events, speed) {
    const base = STEP_MS[speed] ?? STEP_MS.normal;
    skipping = base === 0;
    // Skipping only stops the waiting: every event is still applied, so the
    // board always ends where the events say (the controller checks it against the engine).
    const move = { base, dropped: 0, note: null, draw: () => { if (!skipping) redraw(); } };
    for (const e of events) {
      const ms = stepFor(base, move.dropped);
      setStep(ms);
      if (e.type === 'pickup') await pickup(e, ms, move);
      else if (e.type === 'drop') await drop(e, ms, move);
      else if (e.type === 'capture' || e.type === 'collect') await take(e, ms, move);
      else if (e.type in NOTICES) await notice(e, move);
      else if (e.type === 'game_end') {
        state.hand = null;
        move.draw();
      }
    }
    state.active = null;
    state.hand = null;
    state.message = move.note;
    setStep(0);
    clearFlyers();
  }

  /**
   * The refill between two games of a match: each player's seeds travel from
   * their pile into their holes, hole 1 first, until the board looks like
   * `next` (the engine's state of the new game). Only what `next` shows moves.
   */
  async function refill(next, speed) {
    const base = STEP_MS[speed] ?? STEP_MS.normal;
    skipping = base === 0;
    const draw = () => { if (!skipping) redraw(); };
    const n = next.n;
    state.n = n;
    state.closed = next.closed.slice();
    state.seeds = new Array(2 * n).fill(0);
    const total = [state.captured[0] + state.aside[0], state.captured[1] + state.aside[1]];
    state.captured = total.slice();
    state.aside = [0, 0];
    state.message = { key: 'refill', values: {} };
    draw();
    const index = (p, h) => holeIndex(n, p ? 'N' : 'S', h + 1);
    for (let h = 0; h < n; h++) {
      const trips = [];
      for (const p of [0, 1]) {
        const i = index(p, h);
        const count = next.seeds[i];
        if (!count) continue;
        state.captured[p] -= count;
        for (let j = 0; j < Math.min(count, 4); j++) {
          trips.push(flight(spot('pile', p), spot('hole', i), base * 2, pebbleCss(i, j), j * base * 0.25));
        }
      }
      draw();
      await Promise.all(trips);
      for (const p of [0, 1]) state.seeds[index(p, h)] = next.seeds[index(p, h)];
      draw();
    }
    state.message = null;
    clearFlyers();
  }

  /** Ends the running animation now: seeds land, pauses end. */
  function skip() {
    skipping = true;
    setStep(0);
    for (const a of running) a.finish();
    for (const wake of [...sleepers]) wake();
  }

  return { run, refill, skip };
}
