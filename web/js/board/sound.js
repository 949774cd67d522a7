// sound.js - a soft click for each seed dropped and a lower knock for a
// capture, synthesized with Web Audio (no sound files). Off by default; the
// choice is remembered; silent whenever the player asks for reduced motion.
// It hears the board through the view's onSound hook, which hole-draw.js calls
// as the drawn counts grow during a move, so the clicks keep the
// animation's pace at every speed.

const STORE_SOUND = 'hoyito.sound';
const MIN_GAP = 0.03; // s between two clicks: an instant move is a short ripple, not a roar

function remembered() {
  try {
    return localStorage.getItem(STORE_SOUND) === 'on';
  } catch {
    return false;
  }
}

/**
 * Wires the sound toggle (#sound, aria-pressed) and the view's onSound hook.
 * `reducedMotion()` says whether the player asked for less motion.
 * @param {{ doc: Document, view: import('./board-view.js').View, reducedMotion?: () => boolean }} options
 */
export function createSound({ doc, view, reducedMotion = () => false }) {
  const button = doc.getElementById('sound');
  let on = remembered();
  /** @type {AudioContext | null} */
  let audio = null; // made on the first click of the toggle (browsers start audio only after a gesture)
  let next = 0;

  function context() {
    if (!audio) {
      // Older Safari names it webkitAudioContext.
      const Ctx =
        globalThis.AudioContext ??
        /** @type {{ webkitAudioContext?: typeof AudioContext }} */ (/** @type {unknown} */ (globalThis))
          .webkitAudioContext;
      if (!Ctx) return null;
      audio = new Ctx();
    }
    if (audio.state === 'suspended') audio.resume().catch(() => {});
    return audio;
  }

  // A short filtered noise burst: a seed on wood (drop) or a heavier knock (capture).
  /** @param {'drop' | 'capture'} kind */
  function play(kind) {
    if (!on || reducedMotion()) return;
    const ctx = context();
    if (!ctx) return;
    const at = Math.max(ctx.currentTime, next);
    next = at + MIN_GAP;
    const length = kind === 'capture' ? 0.12 : 0.05;
    const buffer = ctx.createBuffer(1, Math.ceil(ctx.sampleRate * length), ctx.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < data.length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / data.length) ** 3;
    const source = ctx.createBufferSource();
    source.buffer = buffer;
    const filter = ctx.createBiquadFilter();
    filter.type = 'bandpass';
    filter.frequency.value = kind === 'capture' ? 420 : 1800 + Math.random() * 600;
    filter.Q.value = kind === 'capture' ? 2.5 : 4;
    const gain = ctx.createGain();
    gain.gain.value = kind === 'capture' ? 0.5 : 0.25;
    source.connect(filter).connect(gain).connect(ctx.destination);
    source.start(at);
  }

  function show() {
    if (!button) return;
    button.setAttribute('aria-pressed', on ? 'true' : 'false');
    button.style.visibility = ''; // its room kept from the start, so the header does not move when it comes
  }

  button?.addEventListener('click', () => {
    on = !on;
    try {
      localStorage.setItem(STORE_SOUND, on ? 'on' : 'off');
    } catch {
      /* not remembered: fine */
    }
    if (on) context();
    show();
  });
  view.onSound = play;
  show();
  return {
    get on() {
      return on;
    },
    play,
  };
}
