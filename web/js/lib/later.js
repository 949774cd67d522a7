// later.js - work the first board does not need: a part of the page fetched
// when first wanted (loadOnce), work done when the browser has nothing
// else to do (whenIdle), and work in a task of its own (nextTask).

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
