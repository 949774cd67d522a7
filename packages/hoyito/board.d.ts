// Types of <hoyito-board> (import 'hoyito/board'): importing the module
// defines the element. Checked by tests/node/package.test.mjs.
import type { Result, Side, EndReason } from './index.js';

/** `ready`: the board shows what its attributes ask (error: why a bad one was refused, else null). */
export interface HoyitoBoardReadyDetail {
  position: string;
  error: string | null;
}

/** `move`: a move has been shown (played on the board, by the computer, or replayed). */
export interface HoyitoBoardMoveDetail {
  player: Side;
  /** The hole played, 1..n. */
  move: number;
  /** The position string after it. */
  position: string;
  ply: number;
  /** Every move from the start position through this one. */
  moves: number[];
}

/** `gameover`: the move that ended the game has been shown. */
export interface HoyitoBoardGameOverDetail {
  result: Result;
  score: [number, number];
  reason: EndReason | null;
  position: string;
}

export interface HoyitoBoardEventMap extends HTMLElementEventMap {
  ready: CustomEvent<HoyitoBoardReadyDetail>;
  move: CustomEvent<HoyitoBoardMoveDetail>;
  gameover: CustomEvent<HoyitoBoardGameOverDetail>;
}

/**
 * A Hoyito board. Attributes: position, moves, at, mode ('play' | 'view' |
 * 'replay'), ai-level (1..7), ai-side ('S' | 'N'), speed ('slow' |
 * 'normal' | 'fast' | 'instant'), orientation ('auto' | 'horizontal' |
 * 'vertical'), lang, src (the address of a hosted embed.html: framed
 * rather than mounted in the page).
 */
export interface HoyitoBoardElement extends HTMLElement {
  addEventListener<K extends keyof HoyitoBoardEventMap>(type: K, listener: (this: HoyitoBoardElement, ev: HoyitoBoardEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof HoyitoBoardEventMap>(type: K, listener: (this: HoyitoBoardElement, ev: HoyitoBoardEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'hoyito-board': HoyitoBoardElement;
  }
}
