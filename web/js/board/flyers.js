// flyers.js - the pebbles that fly over the board during a move: each an
// element of the HTML layer over the board, moved by a transform only,
// which the compositor animates without repainting the board. A flyer that
// has landed flies again in the same move, as a pebble of its own colour:
// adding and removing one would lay the page out and change its layers each
// time. Its animation alone shows it (a flyer is transparent without one),
// so a flight writes no style: each one written was computed again in the
// frame the flight starts in, several flights a frame in a hurried relay.

/** A point on the screen and its scale (board-view.js toScreen). @typedef {{ x: number, y: number, scale: number }} ScreenPoint */
/** @typedef {ReturnType<typeof createFlyers>} Flyers */

/**
 * The flyers of one board's `layer` (its positions in screen pixels, board-view.js toScreen).
 * @param {HTMLElement} layer
 */
export function createFlyers(layer) {
  /** @type {Map<string, HTMLElement[]>} */
  const landed = new Map(); // a pebble's fill -> flyers of that fill that have landed, for the next flights
  /** @type {WeakMap<Animation, { c: HTMLElement, fill: string }>} */
  const owner = new WeakMap(); // Animation -> its flyer

  /**
   * Starts a pebble from p to q (screen points with .scale); returns its Animation.
   * @param {ScreenPoint} p
   * @param {ScreenPoint} q
   * @param {number} ms
   * @param {string} fill
   * @param {number} delay
   */
  function launch(p, q, ms, fill, delay) {
    const size = Math.max(7, 20 * p.scale);
    const px = `${size}px`;
    let c = landed.get(fill)?.pop();
    if (!c) {
      c = document.createElement('div');
      c.className = 'flyer';
      c.style.background = fill;
      c.style.width = c.style.height = px;
      layer.appendChild(c);
    } else if (c.style.width !== px) c.style.width = c.style.height = px; // the board's size changed
    const x0 = p.x - size / 2;
    const y0 = p.y - size / 2;
    const dx = q.x - p.x;
    const dy = q.y - p.y;
    const lift = Math.min(60 * p.scale, (18 + (Math.hypot(dx, dy) / p.scale) * 0.15) * p.scale);
    /** @type {(x: number, y: number, k: number) => string} */
    const at = (x, y, k) => `translate(${(x0 + x).toFixed(1)}px, ${(y0 + y).toFixed(1)}px) scale(${k})`;
    const anim = c.animate(
      [
        { transform: at(0, 0, 1), opacity: 1 },
        { transform: at(dx / 2, dy / 2 - lift, 1.25), opacity: 1, offset: 0.5 },
        { transform: at(dx, dy, 1), opacity: 1 },
      ],
      { duration: ms, delay, easing: 'cubic-bezier(.45,.05,.55,.95)', fill: 'both' },
    );
    owner.set(anim, { c, fill });
    return anim;
  }

  /**
   * The flight `anim` has ended: its flyer, transparent again, waits to fly again.
   * @param {Animation} anim
   */
  function land(anim) {
    const flyer = owner.get(anim);
    if (!flyer) return;
    owner.delete(anim);
    anim.cancel();
    const same = landed.get(flyer.fill);
    if (same) same.push(flyer.c);
    else landed.set(flyer.fill, [flyer.c]);
  }

  /** The move is shown: no flyer stays over the board. */
  function clear() {
    for (const cs of landed.values()) for (const c of cs) c.remove();
    landed.clear();
  }

  return { launch, land, clear };
}
