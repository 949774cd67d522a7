// board-element.js - the <hoyito-board> element. Attributes (all optional):
// position (docs/RULES.md notation; default the start of Hoyito I on 2x6), moves
// ("3 4 1" or "3.4.1", played from position), at (how many of the moves to
// show), mode (play | view | replay), ai-level (1..7, Beginner to Master)
// and ai-side (S | N, the side the computer plays; default N) for a game
// against the computer, speed (slow | normal | fast | instant), orientation
// (auto | horizontal | vertical), lang (es, en, fr, pt, pl or it; default
// the reader's browser language).
// Events (bubbling, composed): ready, move and gameover, details as
// embed-board.js tells them ({ position, ... }).
//
// The board lives in the element's shadow root, so the host page's CSS
// cannot reach it nor its CSS the page, and fills the element: a block as
// wide as its container, as high as the board needs at that width unless
// the page sets a height. It is either
//   - a frame of embed.html (hoyito-board.js, served with the site; or the
//     npm package's element given src="https://.../embed.html"): each
//     element has its own engine, and the host needs no build step; or
//   - the board itself, mounted in the shadow root (the npm package's
//     board.js, which carries the board's code, style and engine).

import { computeLayout } from '../board/layout.js';

const ATTRIBUTES = ['position', 'moves', 'at', 'mode', 'ai-level', 'ai-side', 'speed', 'orientation', 'lang', 'src'];
const EVENTS = ['ready', 'move', 'gameover'];

const STYLE = `
:host {
  display: block !important;
  position: relative !important;
  box-sizing: border-box !important;
  overflow: hidden !important;
  visibility: visible !important;
  opacity: 1 !important;
  min-width: 160px;
  min-height: 140px;
  border-radius: 14px;
  background: #24170e;
  contain: layout paint;
}
:host([hidden]) { display: none !important; }
iframe {
  all: initial !important;
  display: block !important;
  position: absolute !important;
  inset: 0 !important;
  width: 100% !important;
  height: 100% !important;
  border: 0 !important;
}`;

// The shadow root as the board's code asks for its document: lookups in the
// root, new nodes from the page's document, and `body` the board's own box.
/**
 * @param {ShadowRoot} root
 * @param {HTMLElement} body
 * @returns {Document}
 */
function scopeOf(root, body) {
  const scope = new Proxy(root, {
    get(target, key) {
      if (key === 'body') return body;
      if (key === 'createElement' || key === 'createElementNS' || key === 'createTextNode')
        return document[key].bind(document);
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return /** @type {Document} */ (/** @type {unknown} */ (scope));
}

/**
 * Defines <hoyito-board> (once a page). `frameBase`: the folder of a hosted
 * embed.html, which every element frames. `inline`: { mountBoard,
 * showLanguageIn, markup, css } (embed-board.js's and strings.js's
 * functions, embed.html's body and the board's style for a shadow root): the board mounted in the element, unless the element
 * has src (the address of a hosted embed.html), which frames it.
 * @param {{
 *   frameBase?: string | URL | null,
 *   inline?: {
 *     mountBoard: typeof import('./embed-board.js').mountBoard,
 *     showLanguageIn: typeof import('../i18n/strings.js').showLanguageIn,
 *     markup: string,
 *     css: string,
 *   } | null,
 * }} options
 */
export function defineBoard({ frameBase = null, inline = null }) {
  if (!frameBase && !inline) throw new Error('defineBoard: neither a frame base nor an inline board');
  if (customElements.get('hoyito-board')) return;

  class HoyitoBoard extends HTMLElement {
    static get observedAttributes() {
      return ATTRIBUTES;
    }

    constructor() {
      super();
      this.root = this.attachShadow({ mode: 'open' });
      this.sheet = document.createElement('style');
      this.sheet.textContent = STYLE;
      this.sizing = document.createElement('style');
      this.root.append(this.sheet, this.sizing);
      /** @type {HTMLIFrameElement | null} */
      this.frame = null;
      /** @type {ReturnType<typeof import('./embed-board.js').mountBoard> | null} */
      this.mounted = null; // the inline board: a promise of { open }
      /** @type {string | null} */
      this.opened = null; // the fragment it was last asked to show
      this.onMessage = this.onMessage.bind(this);
      this.queued = false;
      this.n = 6; // holes a row, as the board says ('shape'); 6 until it has
    }

    connectedCallback() {
      window.addEventListener('message', this.onMessage);
      this.sizes = new ResizeObserver(() => this.resize());
      this.sizes.observe(this);
      this.update();
    }

    disconnectedCallback() {
      window.removeEventListener('message', this.onMessage);
      this.sizes?.disconnect();
    }

    attributeChangedCallback() {
      // Several attributes set in a row make one navigation of the board.
      if (this.queued || !this.isConnected) return;
      this.queued = true;
      queueMicrotask(() => {
        this.queued = false;
        this.update();
      });
    }

    /** What the board shows, in the share-link scheme (see web/js/play/link.js). */
    fragment() {
      const parts = [`pos=${encodeURIComponent(this.getAttribute('position') || 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0')}`];
      const moves = (this.getAttribute('moves') || '')
        .trim()
        .split(/[\s,.]+/)
        .filter(Boolean);
      if (moves.length) parts.push(`moves=${encodeURIComponent(moves.join('.'))}`);
      for (const name of ['at', 'mode', 'ai-level', 'ai-side', 'speed', 'orientation', 'lang']) {
        const value = this.getAttribute(name);
        if (value !== null && value !== '') parts.push(`${name}=${encodeURIComponent(value)}`);
      }
      return parts.join('&');
    }

    /** The hosted embed.html this element frames, or null: the board mounted inline. */
    frameUrl() {
      const src = this.getAttribute('src');
      if (src) return new URL(src, document.baseURI);
      return inline ? null : new URL('embed.html', /** @type {string | URL} */ (frameBase));
    }

    update() {
      const url = this.frameUrl();
      if (url) this.showFrame(url);
      else this.showInline();
      this.resize();
    }

    /** @param {URL} url */
    showFrame(url) {
      if (!this.frame) {
        if (this.mounted) throw new Error('<hoyito-board>: src was set after the board was mounted in the page');
        this.frame = document.createElement('iframe');
        this.frame.setAttribute('part', 'frame');
        this.frame.setAttribute('title', 'Hoyito board');
        this.root.append(this.frame);
      }
      url.hash = this.fragment();
      if (this.frame.getAttribute('src') !== url.href) this.frame.setAttribute('src', url.href);
    }

    showInline() {
      // An upgraded element hears its attributes once more: the same fragment is not opened again.
      const fragment = this.fragment();
      if (fragment === this.opened) return;
      this.opened = fragment;
      if (this.mounted) {
        this.mounted.then((board) => board.open());
        return;
      }
      const board = /** @type {NonNullable<typeof inline>} */ (inline); // no frame: the board is inline
      const css = document.createElement('style');
      css.textContent = board.css;
      const body = document.createElement('div');
      body.className = 'hoyito-body embed';
      body.innerHTML = board.markup;
      this.root.append(css, body);
      board.showLanguageIn(this.root, body);
      const scope = scopeOf(this.root, body);
      this.mounted = board.mountBoard({
        doc: scope,
        fragment: () => this.fragment(),
        tell: (type, detail) => this.told(type, detail),
        language: () => this.getAttribute('lang'),
        fullPage: false,
      });
    }

    // The height the board wants at the element's width (unless the page sets
    // one): the board drawing's proportions (layout.js; turned for long rows
    // on narrow screens) for the holes a row the board has, plus the status
    // line and the controls under the board.
    resize() {
      const width = this.clientWidth;
      if (!width) return;
      const n = this.n;
      const orientation = this.getAttribute('orientation');
      const turned = orientation === 'vertical' || (orientation !== 'horizontal' && n >= 8 && width < 560);
      const drawing = computeLayout(n, turned);
      const board = (width * drawing.height) / drawing.width;
      const narrow = width < 420; // the status line and the note take two or three lines
      const note = this.hasAttribute('ai-level') || this.hasAttribute('ai-side') ? (narrow ? 72 : 44) : 0;
      const replay = this.getAttribute('mode') === 'replay' && narrow ? 26 : 0; // its move count wraps
      const extra = (narrow ? 64 : 48) + 46 + note + replay;
      const height = Math.round(Math.min(board, turned ? 900 : 640) + extra);
      const rule = `:host { height: ${height}px; }`;
      if (this.sizing.textContent !== rule) this.sizing.textContent = rule;
    }

    /**
     * What the board says: 'shape' sizes the element, the rest become its events.
     * @param {string} type
     * @param {any} detail what the board's page posted: anything
     */
    told(type, detail) {
      if (type === 'shape' && Number.isInteger(detail?.n)) {
        this.n = detail.n;
        this.resize();
        return;
      }
      if (!EVENTS.includes(type)) return;
      this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
    }

    /** @param {MessageEvent} event */
    onMessage(event) {
      if (!this.frame || event.source !== this.frame.contentWindow) return;
      const origin = this.frameUrl()?.origin;
      if (origin && origin !== 'null' && event.origin !== origin) return;
      const data = event.data;
      if (!data || data.source !== 'hoyito') return;
      this.told(data.type, data.detail);
    }
  }

  customElements.define('hoyito-board', HoyitoBoard);
}
