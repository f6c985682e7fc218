// The config-driven table (apps/web/src/ui/table) as the page tests drive it: opening a list,
// finding rows and cells, and applying its filters (seed 000 §9 operators) through the filter bar
// while reading the body the gateway got.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { clickSettled } from './shell-session';

/** One filter of a list call's body. */
export type Filter = { key: string; operator: string; value: string };

/** Opens a page of the menu and waits for its table's first answer; its total. */
export async function openList(page: Page, baseUrl: string, path: string): Promise<number> {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForSelector('.jt-config-table[data-status="ready"]', { timeout: 30_000 });
  return Number(await page.locator('.jt-config-table').getAttribute('data-total'));
}

/** The table's row with a cell that reads `text` exactly. */
export const tableRow = (page: Page, text: string) =>
  page.locator('.jt-config-table tbody tr.semi-table-row', { has: page.getByText(text, { exact: true }) });

/** The rows of the page's table shown. */
export const pageRows = (page: Page) => page.locator('.jt-page .jt-config-table tbody tr.semi-table-row');

/** The list's total once the page's table is ready. */
export async function listed(page: Page): Promise<number> {
  await page.waitForSelector('.jt-page .jt-config-table[data-status="ready"]', { timeout: 60_000 });
  return Number(await page.locator('.jt-page .jt-config-table').getAttribute('data-total'));
}

/**
 * Clicks 查询 (or runs `act`) and answers the list call's body, the filters it sent and its total,
 * once the table shows that total (a busy machine may still show the previous list as ready).
 */
export async function searched(page: Page, list: string, act?: () => Promise<void>) {
  // The list call the search sends, not the answer of one sent before it (a save's reload of the
  // list may still be in flight, and its answer would be taken for the search's).
  const sent = page.waitForRequest((r) => r.url().endsWith(list) && r.method() === 'POST');
  await (act ? act() : page.locator('.jt-page').getByRole('button', { name: '查询' }).click());
  const request = await sent;
  const response = await request.response();
  if (!response) throw new Error(`${list}: the search's list call got no answer`);
  const body = request.postDataJSON() as { filters?: Filter[] } & Record<string, unknown>;
  const filters = (body.filters ?? []) as Filter[];
  const total = ((await response.json()) as { data: { total: number } }).data.total;
  await expect.poll(() => listed(page)).toBe(total);
  return { body, filters, total };
}

/** Ticks options of a filter's select, then waits for the option list to close. */
export async function pickFilter(page: Page, key: string, options: readonly string[]) {
  await page.locator(`[data-filter-key="${key}"] .semi-select`).click();
  for (const option of options)
    await clickSettled(page.locator('.semi-select-option', { hasText: new RegExp(`^${option}$`) }));
  // A click beside it closes the list (Escape reaches only the focused page of a busy browser).
  await page.locator(`[data-filter-key="${key}"] .jt-config-table__filter-label`).click();
  await page.locator('.semi-select-option').first().waitFor({ state: 'detached' });
}

/** The texts of one column's cells on the page shown. */
export async function columnTexts(page: Page, title: string): Promise<string[]> {
  const titles = (await page.locator('.jt-page .jt-config-table thead th').allInnerTexts()).map((t) =>
    t.trim(),
  );
  const index = titles.indexOf(title);
  expect(index, `column ${title} in ${titles.join('|')}`).toBeGreaterThanOrEqual(0);
  return (
    await pageRows(page)
      .locator(`td:nth-child(${index + 1})`)
      .allInnerTexts()
  ).map((t) => t.trim());
}

/**
 * One more `like` filter, on the first shown row's value of another column, on top of the
 * filters sent `before`: the body the gateway got and the rows shown all holding the text.
 * Answers the filters sent and the total.
 */
export async function thenLike(
  page: Page,
  list: string,
  typed: { key: string; column: string },
  before: readonly Filter[],
) {
  const text = (await columnTexts(page, typed.column))[0] ?? '';
  expect(text).not.toBe('');
  await page.locator('.jt-page').getByRole('textbox', { name: typed.column, exact: true }).fill(text);
  const found = await searched(page, list);
  expect(found.filters).toEqual(
    expect.arrayContaining([...before, { key: typed.key, operator: 'like', value: `*${text}*` }]),
  );
  expect(found.filters).toHaveLength(before.length + 1);
  expect(found.total).toBeGreaterThan(0);
  expect((await columnTexts(page, typed.column)).every((cell) => cell.includes(text))).toBe(true);
  return found;
}

/**
 * One more `ge` time filter, picked in its DatePicker as the first shown row's time of `field`'s
 * column, on top of the filters sent `before`: the body the gateway got and the rows shown all
 * at or after that time. Answers the filters sent and the total.
 */
export async function thenSince(
  page: Page,
  list: string,
  field: { key: string; column: string },
  before: readonly Filter[],
) {
  const since = (await columnTexts(page, field.column))[0] ?? '';
  // A time column (yyyy-MM-dd HH:mm:ss) or a day column (yyyy-MM-dd, its filter a date picker).
  expect(since).toMatch(/^\d{4}-\d\d-\d\d( \d\d:\d\d:\d\d)?$/);
  const time = page.locator(`.jt-page [data-filter-key="${field.key}"] input`);
  await time.click();
  await time.fill(since);
  // Enter submits the filter form as in any filter, with the time or before the picker has
  // parsed it; 查询 then sends it if Enter did not (an unchanged search is not sent twice): the
  // answer waited for is the one whose search carries the time.
  const dated = page.waitForResponse(
    (r) =>
      r.url().endsWith(list) &&
      r.request().method() === 'POST' &&
      (r.request().postData() ?? '').includes(since),
  );
  await time.press('Enter');
  await page.keyboard.press('Escape');
  await page.locator('.jt-page').getByRole('button', { name: '查询' }).click();
  const response = await dated;
  const filters = ((response.request().postDataJSON() as { filters?: Filter[] }).filters ?? []) as Filter[];
  const total = ((await response.json()) as { data: { total: number } }).data.total;
  await expect.poll(() => listed(page)).toBe(total);
  expect(filters).toEqual(
    expect.arrayContaining([...before, { key: field.key, operator: 'ge', value: since }]),
  );
  expect(filters).toHaveLength(before.length + 1);
  expect(total).toBeGreaterThan(0);
  expect((await columnTexts(page, field.column)).every((text) => text >= since)).toBe(true);
  return { filters, total };
}

/**
 * One more `in` filter, its options ticked (or the first shown row's value), on top of the filters
 * sent `before`: the body the gateway got and the rows shown all among the values. Answers the
 * filters sent, the total and a check that the rows shown are still among the values.
 */
export async function thenIn(
  page: Page,
  list: string,
  ticked: { key: string; column: string; values: readonly string[] | 'first row' },
  before: readonly Filter[],
) {
  const values =
    ticked.values === 'first row' ? [(await columnTexts(page, ticked.column))[0] ?? ''] : ticked.values;
  await pickFilter(page, ticked.key, values);
  const found = await searched(page, list);
  expect(found.filters).toEqual(
    expect.arrayContaining([...before, { key: ticked.key, operator: 'in', value: values.join(',') }]),
  );
  expect(found.filters).toHaveLength(before.length + 1);
  expect(found.total).toBeGreaterThan(0);
  const amongValues = async () =>
    (await columnTexts(page, ticked.column)).every((text) => values.includes(text));
  expect(await amongValues()).toBe(true);
  return { ...found, amongValues };
}

/**
 * An options filter (`in`, the values ticked) narrows the list; then a `like` filter on the
 * first narrowed row's value of another column narrows it again: the body the gateway got and
 * the rows shown, both times. Answers the filters of the last search.
 */
export async function optionsThenLike(
  page: Page,
  list: string,
  ticked: { key: string; column: string; values: readonly string[] | 'first row' },
  typed: { key: string; column: string },
  /** Filters the page itself always sends (a queue's), expected in every body. */
  fixed: readonly Filter[] = [],
): Promise<Filter[]> {
  const all = await listed(page);
  const first = await thenIn(page, list, ticked, fixed);
  expect(first.total).toBeLessThan(all);
  const both = await thenLike(page, list, typed, first.filters);
  expect(both.total).toBeLessThanOrEqual(first.total);
  expect(await first.amongValues()).toBe(true);
  return both.filters;
}
