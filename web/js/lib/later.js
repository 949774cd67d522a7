// later.js - work the first board does not need: a part of the page fetched
// when first wanted (loadOnce), work done when the browser has nothing
// else to do (whenIdle, warmFonts), and work in a task of its own (nextTask).

/**
 * A function that returns load()'s promise: one load however many ask for
 * it at once; a failed load (offline before it was ever cached) is tried
 * again at the next wish, never remembered.
 * @template T
 * @param {() => Promise<T>} load
 * @returns {() => Promise<T>}
 */
export function loadOnce(load) {
  /** @type {Promise<T> | null} */
  let loading = null;
  return () =>
    (loading ??= load().catch((/** @type {unknown} */ e) => {
      loading = null;
      throw e;
    }));
}

/**
 * Runs work() in the browser's next idle time (at the latest after 2 s).
 * @param {() => void} work
 */
export function whenIdle(work) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: 2000 });
  else setTimeout(work, 200);
}

/**
 * Runs work() in a task of its own, right after the current one (before any frame it would wait for).
 * @param {() => void} work
 */
export function nextTask(work) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    work();
  };
  channel.port2.postMessage(null);
}

/**
 * Lays out in idle time, and removes, an invisible copy (`html`, markup of
 * the page's own) of elements a part first shows in a move's frames, in
 * `parent`, where they take the real ones' fonts: Chromium asks its browser
 * process, in a synchronous call, how to draw a font at a size the first
 * time the page lays text out in it (2-12 ms a font at a 4x slowdown,
 * docs/performance.md).
 * @param {Element} parent
 * @param {string} html
 */
export function warmFonts(parent, html) {
  whenIdle(() => {
    const box = parent.ownerDocument.createElement('div');
    box.setAttribute('aria-hidden', 'true');
    box.style.cssText = 'position:absolute;visibility:hidden;height:0;overflow:hidden';
    box.innerHTML = html;
    parent.append(box);
    void box.offsetWidth; // laid out now: its text shaped in its fonts
    box.remove();
    performance.mark('hoyito-fonts'); // tests wait for it
  });
}
