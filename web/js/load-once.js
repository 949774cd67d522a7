// load-once.js - a part of the page fetched when first wanted: one load
// however many ask for it at once, and a failed load (offline before it was
// ever cached) is tried again at the next wish, never remembered.

/** A function that returns load()'s promise, made once while it has not failed. */
export function loadOnce(load) {
  let loading = null;
  return () => (loading ??= load().catch((e) => {
    loading = null;
    throw e;
  }));
}
