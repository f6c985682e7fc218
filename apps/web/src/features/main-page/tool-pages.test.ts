import { describe, expect, it } from 'vitest';
import { createRouteRegistry } from '../../app/route-registry';
import { TOOL_PAGES } from './tool-pages';

describe('/main-page', () => {
  it('leads only to pages this build has, each once', () => {
    const registry = createRouteRegistry();
    for (const page of TOOL_PAGES) {
      const match = registry.resolve(page.path);
      expect(match.kind, page.path).toBe('page');
      if (match.kind === 'page') expect(match.entry.title).toBe(page.title);
    }
    expect(new Set(TOOL_PAGES.map((page) => page.path)).size).toBe(TOOL_PAGES.length);
  });
});
