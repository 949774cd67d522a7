// boards.mjs - helper for the controller tests (not a test file itself): a
// page of the test server that holds bare boards, each in its own shadow
// root (so each has its own #board, #board-wrap, ... as the page and the
// embed do), all driven by the same module instances of controller.js,
// render.js and animate.js. window.makeBoard(id, options) sets one up and
// returns nothing; window.boards[id] is { controller, state, log }, where
// `log` records every controller event as 'position:<how>', 'busy:<bool>'
// or 'over', and `checks` what the board showed when each was sent.

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>boards</title></head>
<body>
<script type="module">
import { createController } from '/js/play/controller.js';
import { createState } from '/js/board/state.js';
import { loadEngine } from '/engine/engine.js';

const engine = loadEngine();
window.boards = {};
window.makeBoard = async (id, { width, height, position, speed = 'fast', opponent = null }) => {
  const host = document.createElement('div');
  host.id = id;
  document.body.appendChild(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = '<link rel="stylesheet" href="/style.css">'
    + '<p class="status" data-testid="status"><span class="dot"></span><span class="status-text"></span></p>'
    + '<div class="board-wrap" id="board-wrap" style="position:relative;width:' + width + 'px;height:' + height + 'px;flex:none">'
    + '<svg id="board" class="board" data-busy="true" data-position="" xmlns="http://www.w3.org/2000/svg" style="width:100%;height:100%"></svg>'
    + '<div id="fly-layer" class="fly-layer" aria-hidden="true"><div class="hand"></div></div></div>'
    + '<ol id="moves" class="moves"></ol><p id="announcer" aria-live="polite"></p>';
  await new Promise((resolve) => root.querySelector('link').addEventListener('load', resolve, { once: true }));
  const state = createState();
  state.speed = speed;
  const controller = createController({ doc: root, state });
  const board = { controller, state, log: [], checks: [] };
  const svg = root.getElementById('board');
  controller.addEventListener('position', (e) => {
    board.log.push('position:' + e.detail.how);
    board.checks.push({ event: 'position:' + e.detail.how, shown: svg.dataset.position, sent: e.detail.snapshot.position });
  });
  controller.addEventListener('busy', (e) => {
    board.log.push('busy:' + e.detail.busy);
    board.checks.push({ event: 'busy:' + e.detail.busy, shown: svg.dataset.busy, sent: String(e.detail.busy) });
  });
  controller.addEventListener('over', (e) => {
    board.log.push('over');
    board.over = e.detail;
  });
  controller.attach(await engine);
  controller.resize(width, height);
  controller.startGame(position, { opponent });
  window.boards[id] = board;
};
window.pageReady = true;
</script>
</body></html>`;

/** Opens the boards page on the test server (`env` from useBrowser). */
export async function openBoards(env) {
  const page = await env.newPage();
  await page.route(`${env.url}boards.html`, (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
  await page.goto(`${env.url}boards.html`);
  await page.waitForFunction(() => window.pageReady === true);
  return page;
}

/** What board `id` shows: its counts, the count labels drawn, and the engine's position. */
export function readShadowBoard(page, id) {
  return page.evaluate((id) => {
    const root = document.getElementById(id).shadowRoot;
    const svg = root.getElementById('board');
    const { controller } = window.boards[id];
    return {
      position: svg.dataset.position,
      engine: controller.game.position,
      busy: svg.dataset.busy,
      holes: [...svg.querySelectorAll('.hole')].map((h) => h.dataset.count),
      labels: [...svg.querySelectorAll('.labels .count')].map((t) => t.textContent),
      names: [...svg.querySelectorAll('.hole')].map((h) => h.dataset.hole),
      hinted: [...svg.querySelectorAll('.hole.hinted')].map((h) => h.dataset.hole),
      vertical: svg.classList.contains('vertical'),
    };
  }, id);
}
