// fit.js - the board's shape and focus (controller.js core.fit): which row is
// nearest the viewer, the shape chosen for the box the board has, and the
// keyboard focus kept on the board across a move.

import { setBox, boxShape } from '../board/render.js';

/** @param {import('./controller.js').Core} core */
export function createFit(core) {
  const { state, view, svg, doc } = core;
  let focusInBoard = false; // a move was played from the keyboard: give the focus back after it

  // The row nearest the viewer: the side this device plays (against the
  // computer or a friend), else South unless two people turned the board.
  const bottomSide = () => state.friend?.side ?? core.computer.humanSide() ?? (state.turned ? 'N' : 'S');

  // A move starts: was it played from the board by keyboard? A tap or a
  // click focuses the hole too, with no ring (not :focus-visible): giving
  // that focus back would force a style and layout of the whole page in the
  // move's last task, for no one's keys.
  function noteFocus() {
    const active = doc.activeElement;
    focusInBoard = svg.contains(active) && active !== svg && /** @type {Element} */ (active).matches(':focus-visible'); // in svg: not null
  }

  // The move is shown: the focus back on the board's hole to play.
  function restoreFocus() {
    if (!focusInBoard) return;
    const target = /** @type {SVGElement | null} */ (svg.querySelector('.hole[tabindex="0"]'));
    if (target) target.focus({ preventScroll: true });
  }

  /** @param {number} index the board index of the hole to focus */
  function focusHole(index) {
    state.focus = index;
    core.show();
    /** @type {SVGElement | null} */ (svg.querySelector(`.hole[data-index="${index}"]`))?.focus();
  }

  /**
   * The board's box changed (ResizeObserver): its shape is chosen again and it is drawn.
   * @param {number} width
   * @param {number} height
   */
  function resize(width, height) {
    setBox(view, width, height);
    // The drawing takes the box's size in pixels rather than 100%: Chromium
    // lays a flexed box out twice a frame, and a percentage-sized SVG is then
    // laid out afresh, every shape and text in it, whenever anything beside
    // the board changes (the status line, a dozen times in a long relay).
    svg.style.width = `${width}px`;
    svg.style.height = `${height}px`;
    fitBoard();
    core.show();
  }

  /** Picks the board's shape for the space it has (or the one asked for). */
  const fitBoard = () => Object.assign(state, boxShape(core));

  /** Two people on one device: the other row nearest the viewer (a side of one's own keeps its row). */
  function turnBoard() {
    state.turned = !state.turned;
    core.show();
  }

  return { bottomSide, noteFocus, restoreFocus, focusHole, resize, fitBoard, turnBoard };
}
