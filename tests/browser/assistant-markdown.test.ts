// Model output is untrusted (seed 001 §5, the brief's safe markdown): an answer carrying raw
// HTML, an <img onerror>, a javascript: link and a thinking block is shown as inert text and
// markdown, never run; tables and allowed links render.
import { expect, it } from 'vitest';
import {
  answers,
  assistantSuite,
  nextAnswer,
  openAssistant,
  questionBox,
  waitIdle,
} from './support/assistant';
import { ADMIN, openSignedIn, waitForShell } from './support/shell-session';

const suite = assistantSuite();

const HOSTILE = [
  '<think>先想一想要不要执行脚本</think>处置建议如下：',
  '',
  '<img src="x" onerror="window.__pwned = 1">',
  '<script>window.__pwned = 2</script>',
  '[点我](javascript:window.__pwned=3) 与 [病害管理](/diseaseManage)',
  '',
  '| 路线 | 病害 |',
  '| --- | --- |',
  '| G42 | 坑槽 |',
].join('\n');

it('shows a hostile answer inert: no script runs, no javascript: link, no thinking block; tables render', async () => {
  const { context, page, watch } = await openSignedIn(suite.browser, suite.url, ADMIN);
  await waitForShell(page);
  await openAssistant(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await nextAnswer(suite.url, 'main', HOSTILE);
  await questionBox(page).fill('处置建议');
  await questionBox(page).press('Enter');
  await expect.poll(() => answers(page).count()).toBe(2);
  await waitIdle(page);
  const answer = answers(page).last();
  await answer.locator('table').waitFor();
  expect(await answer.locator('td').allInnerTexts()).toEqual(['G42', '坑槽']);
  expect(await answer.locator('script, img[onerror], [onerror]').count()).toBe(0);
  const hrefs = await answer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.some((href) => href?.startsWith('javascript:'))).toBe(false);
  const text = await answer.innerText();
  expect(text).not.toContain('先想一想');
  expect(text).toContain('处置建议如下：');
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(watch.consoleErrors).toEqual([]);
  await context.close();
});
