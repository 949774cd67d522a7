import { launch, openGame, waitIdle } from './harness.mjs';
const env = await launch();
for (const lang of ['en', 'pl']) for (const width of [360, 1280]) {
  const page = await env.newPage({ width, height: width === 360 ? 740 : 800 });
  await page.addInitScript((l) => localStorage.setItem('hoyito.lang', JSON.stringify(l)), lang);
  await page.goto(env.url + '#pos=I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0&moves=1.1.1.2.1.5.2.6.1.3.2.1.3&ai-level=1&ai-side=N');
  await waitIdle(page);
  await page.screenshot({ path: `/tmp/look/game-${lang}-${width}.png` });
  await page.close();
}
console.log(env.errors);
await env.close();
