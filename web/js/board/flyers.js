// flyers.js - the pebbles that fly over the board during a move: each an
// element of the HTML layer over the board, moved by a transform only,
// which the compositor animates without repainting the board. A flyer that
// has landed is hidden and flies again in the same move: adding and removing
// one would lay the page out and change its layers each time. A hurried
// relay has a few dozen in the air at most.

/** A point on the screen and its scale (board-view.js toScreen). @typedef {{ x: number, y: number, scale: number }} ScreenPoint */
/** @typedef {ReturnType<typeof createFlyers>} Flyers */

/**
 * The flyers of one board's `layer` (its positions in screen pixels, board-view.js toScreen).
 * @param {HTMLElement} layer
 */
export function createFlyers(layer) {
  /** @type {HTMLElement[]} */
  const landed = []; // flyers of this move that have landed, hidden, for the next flights
  /** @type {WeakMap<Animation, HTMLElement>} */
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
    const lift = Math.min(60 * p.scale, (18 + (Math.hypot(dx, dy) / p.scale) * 0.15) * p.scale);
    /** @type {(x: number, y: number, k: number) => string} */
    const at = (x, y, k) => `translate(${(x0 + x).toFixed(1)}px, ${(y0 + y).toFixed(1)}px) scale(${k})`;
    const anim = c.animate(
      [
        { transform: at(0, 0, 1) },
        { transform: at(dx / 2, dy / 2 - lift, 1.25), offset: 0.5 },
        { transform: at(dx, dy, 1) },
      ],
      { duration: ms, delay, easing: 'cubic-bezier(.45,.05,.55,.95)', fill: 'both' },
    );
    owner.set(anim, c);
    return anim;
  }

  /**
   * The flight `anim` has ended: its flyer hides until it flies again.
   * @param {Animation} anim
   */
  function land(anim) {
    const c = owner.get(anim);
    if (!c) return;
    owner.delete(anim);
    c.style.visibility = 'hidden';
    anim.cancel();
    landed.push(c);
  }

  /** The move is shown: no flyer stays over the board. */
  function clear() {
    for (const c of landed) c.remove();
    landed.length = 0;
  }

  return { launch, land, clear };
}
