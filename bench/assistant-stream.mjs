// The assistant streaming a long answer (issue 13's budget): a 2,000-character markdown answer
// (headings, lists, a table) streamed by the chat mock at 50 frames a second into the chat window,
// while the page's main thread is watched: the longest long task (PerformanceObserver 'longtask',
// budget ≤ 50 ms: none at all), their count, and the frame gaps (requestAnimationFrame).
// The built app on the built gateway (mock mode), Debian's Chromium headless, 1920×1080; 3 runs.
//
// Reproduce: npm run build && node bench/assistant-stream.mjs
// Writes bench/results/assistant-stream.md and .json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  assistantChunks,
  busyMeter,
  machine,
  mainThreadBetween,
  mainThreadFigures,
  openWindow,
  overRuns,
  recordMainThread,
  startAssistantBench,
  waitIdle,
} from './support/assistant-page.mjs';

const root = fileURLToPath(new URL('./', import.meta.url));
const COMMAND = 'npm run build && node bench/assistant-stream.mjs';
const RUNS = 3;
const FRAMES_PER_SECOND = 50;
const ANSWER_CHARS = 2000;

/** A road-maintenance answer in markdown of exactly ANSWER_CHARS characters. */
function longAnswer() {
  const parts = ['## 今日养护工作汇总\n\n'];
  const roads = ['G42沪蓉高速', 'S38常合高速', 'G2京沪高速', 'S55宁宣高速'];
  let i = 0;
  while ([...parts.join('')].length < ANSWER_CHARS - 300) {
    const road = roads[i % roads.length];
    parts.push(
      `### ${i + 1}. ${road} K${100 + i * 7}+${(i * 137) % 1000}\n\n` +
        `- 病害类型：${i % 2 ? '横向裂缝' : '坑槽'}，面积 ${(0.3 + i * 0.117).toFixed(3)}㎡，程度${['轻微', '一般', '严重'][i % 3]}\n` +
        `- 处置建议：**及时修补**，先切割清理再摊铺压实，完成后拍照上传并提交验收。\n\n`,
    );
    if (i % 4 === 3)
      parts.push(
        '| 路段 | 巡查次数 | 病害数 |\n| --- | ---: | ---: |\n| 上行 | 3 | 5 |\n| 下行 | 2 | 4 |\n\n',
      );
    i += 1;
  }
  const text = parts.join('');
  const filler = '以上为今日巡查发现的主要病害，请各养护单位按计划组织处置，雨天注意安全。';
  let answer = text;
  while ([...answer].length < ANSWER_CHARS) answer += filler;
  return [...answer].slice(0, ANSWER_CHARS).join('');
}

const bench = await startAssistantBench();
const runs = [];
try {
  const answer = longAnswer();
  for (let run = 0; run < RUNS; run++) {
    const { context, page } = await bench.openHome(recordMainThread);
    await bench.setPace(1_000_000);
    await page.goto(`${bench.gateway.url}/home`);
    await page.waitForSelector('.jt-shell .jt-page-tabs');
    await openWindow(page);
    await bench.setPace(FRAMES_PER_SECOND, 'main');
    await bench.admin('POST', '/__mock/chat/next-answers', { agent: 'main', text: answer });
    const box = page.getByRole('textbox', { name: '请输入您的问题，Enter发送，Shift+Enter换行' });
    await box.fill('请汇总今日的养护工作');
    const busy = await busyMeter(context, page);
    const before = await busy();
    const start = await page.evaluate(() => performance.now());
    await box.press('Enter');
    await waitIdle(page);
    const end = await page.evaluate(() => performance.now());
    const after = await busy();
    const thread = await mainThreadBetween(page, start, end);
    const journal = await bench.admin('GET', '/__mock/journal?operationId=chatMessages&limit=1');
    const entry = journal.entries[0];
    const shown = await page.evaluate(() => {
      const cards = document.querySelectorAll('[data-role="assistant"] .jt-assistant-md');
      return cards[cards.length - 1]?.textContent?.length ?? 0;
    });
    runs.push({
      streamMs: Math.round(end - start),
      frames: entry.answer?.frames ?? null,
      framesPerSecond: entry.answer ? entry.answer.frames / (entry.durationMs / 1000) : null,
      busyPercent: ((after.task - before.task) * 100_000) / (end - start),
      busyMsPerFrame: entry.answer ? ((after.task - before.task) * 1000) / entry.answer.frames : null,
      scriptMs: Math.round((after.script - before.script) * 1000),
      layoutMs: Math.round((after.layout - before.layout) * 1000),
      ...mainThreadFigures(thread),
      shownChars: shown,
    });
    await context.close();
  }
} finally {
  await bench.close();
}

const { worst, median } = overRuns(runs);
const figures = {
  command: COMMAND,
  machine: machine(),
  answerChars: ANSWER_CHARS,
  targetFramesPerSecond: FRAMES_PER_SECOND,
  runs,
  longestTaskMs: worst('longestTaskMs'),
  longTasks: worst('longTasks'),
  frameGapP95Ms: median('frameGapP95Ms'),
  frameGapMaxMs: worst('frameGapMaxMs'),
  busyPercent: median('busyPercent'),
  chunksGzipKb: assistantChunks(),
  busyMsPerFrame: median('busyMsPerFrame'),
};
mkdirSync(join(root, 'results'), { recursive: true });
writeFileSync(join(root, 'results/assistant-stream.json'), `${JSON.stringify(figures, null, 2)}\n`);
const f1 = (v) => (v === null ? '—' : v.toFixed(1));
const md = `# Assistant: a long answer streamed (issue 13)

\`${COMMAND}\` — Debian's Chromium headless (no GPU), ${figures.machine.cpus} CPUs (${figures.machine.model}),
load ${figures.machine.load.join(' ')}; ${RUNS} runs; a ${ANSWER_CHARS}-character markdown answer streamed by the chat
mock at ${FRAMES_PER_SECOND} frames/s into the chat window at 1920×1080.

| Figure | Budget | Measured (worst of ${RUNS}) |
| --- | --- | --- |
| Longest main-thread long task while streaming | ≤ 50 ms | ${figures.longTasks === 0 ? 'none (no task over 50 ms)' : `${f1(figures.longestTaskMs)} ms`} |
| Long tasks (> 50 ms) while streaming | 0 | ${figures.longTasks} |
| Frame gap, p95 (median of runs) | | ${f1(figures.frameGapP95Ms)} ms |
| Frame gap, longest | | ${f1(figures.frameGapMaxMs)} ms |
| Main thread busy while streaming (median of runs) | | ${f1(figures.busyPercent)} % (${f1(figures.busyMsPerFrame)} ms a frame) |

Long tasks are wall-clock: on a machine shared by other jobs (see the load above) a short task
that is descheduled counts long. The busy share (CDP Performance.getMetrics TaskDuration over the
stream's wall time) says how much of the main thread the stream itself takes.

The assistant's chunks (gzip, node:zlib level 9, from the Vite manifest):

| Chunk | Budget | JS gzip | CSS gzip | Files |
| --- | --- | ---: | ---: | --- |
| Signed-in shell's initial load: the avatar's chunk (AssistantRoot, fetched by every signed-in page right after the shell) | ≤ 5 KB | ${f1(figures.chunksGzipKb.shellDelta.js)} KB | ${f1(figures.chunksGzipKb.shellDelta.css)} KB | ${figures.chunksGzipKb.shellDelta.files.join(', ')} |
| The chat window when first opened (AssistantSession: the engine, stream parsing, speech, reports and ChatWindow, and what they add), without the map (map in it: ${figures.chunksGzipKb.mapInWindow ? 'yes' : 'no'}) | ≤ 150 KB | ${f1(figures.chunksGzipKb.windowChunk.js)} KB | ${f1(figures.chunksGzipKb.windowChunk.css)} KB | ${figures.chunksGzipKb.windowChunk.files.join(', ')} |

| Run | Stream (ms) | Frames | Frames/s | Busy % | Script / layout (ms) | Long tasks | Longest (ms) | Gap p50 / p95 / max (ms) | Characters shown |
| ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | --- | ---: |
${runs
  .map(
    (r, i) =>
      `| ${i + 1} | ${r.streamMs} | ${r.frames ?? '—'} | ${f1(r.framesPerSecond)} | ${f1(r.busyPercent)} | ${r.scriptMs} / ${r.layoutMs} | ${r.longTasks} | ${f1(r.longestTaskMs)} | ${f1(r.frameGapP50Ms)} / ${f1(r.frameGapP95Ms)} / ${f1(r.frameGapMaxMs)} | ${r.shownChars} |`,
  )
  .join('\n')}
`;
writeFileSync(join(root, 'results/assistant-stream.md'), md);
process.stdout.write(`${md}\n`);
