// The layout checks a look at a shell page would make, measured (shared by the screenshot tests
// at desktop and phone sizes): nothing wider than the window, no header part over another, no
// menu entry, tab or header text cut.
import type { Page } from 'playwright-core';

/** What a look at the page would catch, measured (parts not displayed, e.g. a phone's top menu, are skipped). */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) problems.push(`page ${root.scrollWidth}px wide`);
    const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
    const parts = ['.jt-shell-header__brand', '.jt-shell-header__menu', '.jt-shell-header__user']
      .map((selector) => [selector, box(selector)] as const)
      .filter((part): part is readonly [string, DOMRect] => part[1] !== undefined && part[1].width > 0);
    for (let i = 1; i < parts.length; i++) {
      const [leftName, left] = parts[i - 1] as readonly [string, DOMRect];
      const [rightName, right] = parts[i] as readonly [string, DOMRect];
      if (left.right > right.left + 0.5) problems.push(`${leftName} overlaps ${rightName}`);
    }
    const menu = box('.jt-shell-header__menu');
    for (const item of Array.from(document.querySelectorAll('.jt-top-menu .semi-navigation-item'))) {
      const itemBox = item.getBoundingClientRect();
      if (menu && (itemBox.left < menu.left - 0.5 || itemBox.right > menu.right + 0.5)) {
        problems.push(`top menu entry outside the header's menu area: ${item.textContent}`);
      }
    }
    const footer = box('.jt-side-menu .semi-navigation-footer');
    if (footer && footer.bottom > window.innerHeight + 0.5)
      problems.push('the sidebar runs below the window');
    const cut = (element: Element) => element.scrollWidth > element.clientWidth + 1;
    for (const selector of [
      '.jt-shell-header__title',
      '.jt-shell-header__name',
      '.jt-side-menu__text',
      '.jt-page-tabs__label',
      '.jt-home__shortcut-title',
      '.jt-home__greeting',
      '.jt-home__org',
    ]) {
      for (const element of Array.from(document.querySelectorAll(selector))) {
        if (cut(element)) problems.push(`${selector} cut: ${element.textContent}`);
      }
    }
    return problems;
  });
}
