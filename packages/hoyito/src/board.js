// hoyito/board: <hoyito-board> with the board mounted in the element's own
// shadow root (no frame, no hosted site): the board's modules, its style and
// markup (embed.html's) and the engines, bundled into the package's board.js
// by tools/build/pack.mjs. An element given src (the address of a hosted
// embed.html) frames it instead. `web:` paths are the page's sources.
import { defineBoard } from 'web:js/embed/board-element.js';
import { mountBoard } from 'web:js/embed/embed-board.js';
import { showLanguageIn } from 'web:js/i18n/strings.js';
import markup from 'hoyito-pack:markup';
import css from 'hoyito-pack:css';

defineBoard({ inline: { mountBoard, showLanguageIn, markup, css } });
