// The assistant's message stream holding a conversation of 1,000 messages (issue 13's budget:
// a virtualised list that scrolls smoothly). The saved conversation is answered in place of
// selectModelHistory (the mock's own history keeps at most 500 messages an entry, the contract's
// limit) and opened from the history list; then the stream is scrolled from top to bottom by
// STEP_PX a frame (a fast fling: 150 px × 60 frames/s = 9,000 px/s) for at most MAX_FRAMES frames
// (about a third of the list) while frame gaps (requestAnimationFrame) and long tasks are recorded, and the
// log's DOM size is read at the top, in the middle and at the bottom.
//
// Reproduce: npm run build && node bench/assistant-history.mjs
// Writes bench/results/assistant-history.md and .json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  busyMeter,
  machine,
  mainThreadBetween,
  mainThreadFigures,
  openWindow,
  overRuns,
  recordMainThread,
  startAssistantBench,
} from './support/assistant-page.mjs';

const root = fileURLToPath(new URL('./', import.meta.url));
const COMMAND = 'npm run build && node bench/assistant-history.mjs';
const MESSAGES = 1000;
const RUNS = 3;
const STEP_PX = 150;
const MAX_FRAMES = 300;

/** 500 questions and their answers: text of a few lines, every fifth answer with a table. */
function conversation() {
  const items = [];
  for (let i = 0; i < MESSAGES / 2; i++) {
    items.push({ send: true, content: `第${i + 1}个问题：G42沪蓉高速K${100 + i}处的病害处置进度如何？` });
    const table =
      i % 5 === 4 ? '\n\n| 步骤 | 时间 |\n| --- | --- |\n| 切割清理 | 09:10 |\n| 摊铺压实 | 10:05 |' : '';
    items.push({
      send: false,
      content: `### 病害${i + 1}\n\n该处坑槽面积 ${(0.2 + (i % 7) * 0.113).toFixed(3)}㎡，程度一般，已派单处置。\n\n- 施工单位：第${(i % 4) + 1}养护工区\n- 预计完成：今日 17:00${table}`,
      status: 'finished',
      finished: true,
      up: false,
      down: false,
    });
  }
  return { id: 'bench-1000', label: '一千条消息的对话', type: 1, contentList: items };
}

const bench = await startAssistantBench();
const runs = [];
try {
  const body = JSON.stringify({ code: 200, msg: '操作成功', data: [conversation()] });
  for (let run = 0; run < RUNS; run++) {
    const { context, page } = await bench.openHome(recordMainThread);
    await page.route('**/api/administration/selectModelHistory', (route) =>
      route.fulfill({ contentType: 'application/json', body }),
    );
    await bench.setPace(1_000_000);
    await page.goto(`${bench.gateway.url}/home`);
    await page.waitForSelector('.jt-shell .jt-page-tabs');
    await openWindow(page);
    const opened = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: /一千条消息的对话/ }).click();
    await page.waitForFunction(
      (n) =>
        document.querySelector('[role="log"] [data-index]') !== null &&
        Number(
          document.querySelector('[role="log"] .jt-assistant-stream__inner')?.style.height.replace('px', ''),
        ) >
          n * 20,
      MESSAGES,
    );
    const shown = await page.evaluate(() => performance.now());
    const dom = () =>
      page.evaluate(() => {
        const log = document.querySelector('[role="log"]');
        return {
          nodes: log.querySelectorAll('*').length,
          items: log.querySelectorAll('[data-index]').length,
        };
      });
    // Scroll to the top, then down STEP_PX a frame.
    await page.evaluate(() => {
      document.querySelector('[role="log"]').scrollTop = 0;
    });
    await page.waitForTimeout(500);
    const top = await dom();
    const busy = await busyMeter(context, page);
    const before = await busy();
    const start = await page.evaluate(() => performance.now());
    const steps = await page.evaluate(
      ([stepPx, maxFrames]) =>
        new Promise((done) => {
          const log = document.querySelector('[role="log"]');
          let steps = 0;
          let middle = null;
          const next = () => {
            const before = log.scrollTop;
            log.scrollTop = before + stepPx;
            steps += 1;
            if (steps === Math.floor(maxFrames / 2))
              middle = {
                nodes: log.querySelectorAll('*').length,
                items: log.querySelectorAll('[data-index]').length,
              };
            if (steps >= maxFrames || log.scrollTop === before)
              done({ steps, middle, scrolledPx: log.scrollTop });
            else requestAnimationFrame(next);
          };
          requestAnimationFrame(next);
        }),
      [STEP_PX, MAX_FRAMES],
    );
    const end = await page.evaluate(() => performance.now());
    const after = await busy();
    await page.waitForTimeout(300);
    const bottom = await dom();
    const thread = await mainThreadBetween(page, start, end);
    runs.push({
      openMs: Math.round(shown - opened),
      scrollSteps: steps.steps,
      scrolledPx: steps.scrolledPx,
      scrollMs: Math.round(end - start),
      ...mainThreadFigures(thread),
      busyPercent: ((after.task - before.task) * 100_000) / (end - start),
      busyMsPerFrame: ((after.task - before.task) * 1000) / steps.steps,
      domTop: top,
      domMiddle: steps.middle,
      domBottom: bottom,
    });
    await context.close();
  }
} finally {
  await bench.close();
}

const { worst, median: med } = overRuns(runs);
const figures = {
  command: COMMAND,
  machine: machine(),
  messages: MESSAGES,
  runs,
  maxLogNodes: Math.max(...runs.flatMap((r) => [r.domTop.nodes, r.domMiddle?.nodes ?? 0, r.domBottom.nodes])),
  maxItemsInDom: Math.max(
    ...runs.flatMap((r) => [r.domTop.items, r.domMiddle?.items ?? 0, r.domBottom.items]),
  ),
  frameGapP50Ms: med('frameGapP50Ms'),
  frameGapP95Ms: med('frameGapP95Ms'),
  frameGapMaxMs: worst('frameGapMaxMs'),
  longestTaskMs: worst('longestTaskMs'),
  busyMsPerFrame: med('busyMsPerFrame'),
};
mkdirSync(join(root, 'results'), { recursive: true });
writeFileSync(join(root, 'results/assistant-history.json'), `${JSON.stringify(figures, null, 2)}\n`);
const f1 = (v) => v.toFixed(1);
const md = `# Assistant: a conversation of ${MESSAGES} messages (issue 13)

\`${COMMAND}\` — Debian's Chromium headless (no GPU), ${figures.machine.cpus} CPUs (${figures.machine.model}),
load ${figures.machine.load.join(' ')}; ${RUNS} runs at 1920×1080; scrolled down from the top ${STEP_PX} px a frame for up to ${MAX_FRAMES} frames.

| Figure | Measured |
| --- | --- |
| Messages in the conversation | ${MESSAGES} |
| Messages in the DOM at once (most, top / middle / end of the scroll) | ${figures.maxItemsInDom} |
| Elements in the message log (most) | ${figures.maxLogNodes} |
| Frame gap while scrolling, p50 / p95 (median of runs) | ${f1(figures.frameGapP50Ms)} / ${f1(figures.frameGapP95Ms)} ms |
| Frame gap, longest | ${f1(figures.frameGapMaxMs)} ms |
| Main thread busy a scrolled frame (median of runs) | ${f1(figures.busyMsPerFrame)} ms |
| Longest long task while scrolling | ${figures.longestTaskMs === 0 ? 'none' : `${f1(figures.longestTaskMs)} ms`} |

| Run | Opened (ms) | Scroll frames (px) | Scroll (ms) | Gap p50 / p95 / max (ms) | Long tasks (longest ms) | DOM top / middle / end of the scroll (elements, messages) |
| ---: | ---: | ---: | ---: | --- | --- | --- |
${runs
  .map(
    (r, i) =>
      `| ${i + 1} | ${r.openMs} | ${r.scrollSteps} (${r.scrolledPx}) | ${r.scrollMs} | ${f1(r.frameGapP50Ms)} / ${f1(r.frameGapP95Ms)} / ${f1(r.frameGapMaxMs)} | ${r.longTasks} (${f1(r.longestTaskMs)}) | ${r.domTop.nodes}, ${r.domTop.items} / ${r.domMiddle?.nodes ?? '—'}, ${r.domMiddle?.items ?? '—'} / ${r.domBottom.nodes}, ${r.domBottom.items} |`,
  )
  .join('\n')}
`;
writeFileSync(join(root, 'results/assistant-history.md'), md);
process.stdout.write(`${md}\n`);
