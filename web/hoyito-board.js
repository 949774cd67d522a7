// hoyito-board.js - <hoyito-board>: a Hoyito board for any web page, from one
// module script of the hosted site:
//
//   <script type="module" src="https://example.org/hoyito/hoyito-board.js"></script>
//   <hoyito-board position="I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0" mode="play"></hoyito-board>
//
// Each element frames embed.html, next to this file (attributes and events:
// js/embed/board-element.js). A page that bundles its scripts can mount the board
// itself instead, from the npm package's hoyito/board.

import { defineBoard } from './js/embed/board-element.js';

defineBoard({ frameBase: new URL('.', import.meta.url) });
