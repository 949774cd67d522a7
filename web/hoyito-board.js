// hoyito-board.js - <hoyito-board>: a Hoyito board for any web page, from one
// module script:
//
//   <script type="module" src="https://example.org/hoyito/hoyito-board.js"></script>
//   <hoyito-board position="I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0" mode="play"></hoyito-board>
//
// Attributes (all optional): position (RULES.md notation; default the start
// of Hoyito I on 2x6), moves ("3 5 1" or "3.5.1", played from position), at
// (how many of the moves to show), mode (play | view | replay), ai-level
// (1..7, Beginner to Master) and ai-side (S | N, the side the computer
// plays; default N) for a game against the computer, speed (slow | normal |
// fast | instant), orientation (auto | horizontal | vertical), lang (es, en,
// fr, pt, pl or it; default the reader's browser language).
// Events (bubbling, composed): ready, move and gameover, details as posted by
// embed.js ({ position, ... }).
//
// The board itself is embed.html (next to this file) in a frame inside the
// element's shadow root: the host page's CSS cannot reach it and the board's
// CSS cannot reach the page, each element has its own engine, and the frame
// fills the element: a block as wide as its container, as high as the board
// needs at that width unless the page sets a height.

import { computeLayout } from './js/board/layout.js';

const BASE = new URL('.', import.meta.url);
const ATTRIBUTES = ['position', 'moves', 'at', 'mode', 'ai-level', 'ai-side', 'speed', 'orientation', 'lang'];
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

class HoyitoBoard extends HTMLElement {
  static get observedAttributes() {
    return ATTRIBUTES;
  }

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    this.sheet = document.createElement('style');
    this.sheet.textContent = STYLE;
    this.frame = document.createElement('iframe');
    this.frame.setAttribute('part', 'frame');
    this.frame.setAttribute('title', 'Hoyito board');
    this.sizing = document.createElement('style');
    root.append(this.sheet, this.sizing, this.frame);
    this.onMessage = this.onMessage.bind(this);
    this.queued = false;
    this.n = 6; // holes a row, as the board in the frame says ('shape' message); 6 until it has
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
    // Several attributes set in a row make one navigation of the frame.
    if (this.queued || !this.isConnected) return;
    this.queued = true;
    queueMicrotask(() => {
      this.queued = false;
      this.update();
    });
  }

  /** The frame's address for the attributes, in the share-link scheme (see web/js/play/link.js). */
  fragment() {
    const parts = [`pos=${encodeURIComponent(this.getAttribute('position') || 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0')}`];
    const moves = (this.getAttribute('moves') || '').trim().split(/[\s,.]+/).filter(Boolean);
    if (moves.length) parts.push(`moves=${encodeURIComponent(moves.join('.'))}`);
    for (const name of ['at', 'mode', 'ai-level', 'ai-side', 'speed', 'orientation', 'lang']) {
      const value = this.getAttribute(name);
      if (value !== null && value !== '') parts.push(`${name}=${encodeURIComponent(value)}`);
    }
    return parts.join('&');
  }

  update() {
    const src = new URL(`embed.html#${this.fragment()}`, BASE).href;
    if (this.frame.getAttribute('src') !== src) this.frame.setAttribute('src', src);
    this.resize();
  }

  // The height the board wants at the element's width (unless the page sets
  // one): the board drawing's proportions (layout.js; turned for long rows
  // on narrow screens) for the holes a row the frame's board has, plus the
  // status line and the controls under the board.
  resize() {
    const width = this.clientWidth;
    if (!width) return;
    const n = this.n;
    const orientation = this.getAttribute('orientation');
    const turned = orientation === 'vertical' || (orientation !== 'horizontal' && n >= 8 && width < 560);
    const drawing = computeLayout(n, turned);
    const board = width * drawing.height / drawing.width;
    const narrow = width < 420; // the status line and the note take two or three lines
    const note = this.hasAttribute('ai-level') || this.hasAttribute('ai-side') ? (narrow ? 72 : 44) : 0;
    const replay = this.getAttribute('mode') === 'replay' && narrow ? 26 : 0; // its move count wraps
    const extra = (narrow ? 64 : 48) + 46 + note + replay;
    const height = Math.round(Math.min(board, turned ? 900 : 640) + extra);
    const rule = `:host { height: ${height}px; }`;
    if (this.sizing.textContent !== rule) this.sizing.textContent = rule;
  }

  onMessage(event) {
    if (event.source !== this.frame.contentWindow) return;
    if (BASE.protocol !== 'file:' && event.origin !== BASE.origin) return;
    const data = event.data;
    if (!data || data.source !== 'hoyito') return;
    if (data.type === 'shape' && Number.isInteger(data.detail?.n)) {
      this.n = data.detail.n;
      this.resize();
      return;
    }
    if (!EVENTS.includes(data.type)) return;
    this.dispatchEvent(new CustomEvent(data.type, { detail: data.detail, bubbles: true, composed: true }));
  }
}

if (!customElements.get('hoyito-board')) customElements.define('hoyito-board', HoyitoBoard);
