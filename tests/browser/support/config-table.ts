// The config-driven table (apps/web/src/ui/table) as the page tests drive it.
import type { Page } from 'playwright-core';

/** Opens a page of the menu and waits for its table's first answer; its total. */
export async function openList(page: Page, baseUrl: string, path: string): Promise<number> {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForSelector('.jt-config-table[data-status="ready"]', { timeout: 30_000 });
  return Number(await page.locator('.jt-config-table').getAttribute('data-total'));
}

/** The table's row with a cell that reads `text` exactly. */
export const tableRow = (page: Page, text: string) =>
  page.locator('.jt-config-table tbody tr.semi-table-row', { has: page.getByText(text, { exact: true }) });
