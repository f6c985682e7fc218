import { describe, expect, it } from 'vitest';
import { buildMenuRouteEntries, unavailableText } from './menu-routes';

const routes = [
  { path: '/diseaseManage', title: '病害管理' },
  { path: '/patrolRecord', title: '巡查记录' },
  { path: '/gl-hotMap', title: '热力图' },
];

describe('buildMenuRouteEntries', () => {
  it('makes one route per menu entry with the entry url as path and its title', () => {
    const built = buildMenuRouteEntries(
      routes,
      [{ path: '/diseaseManage', load: 'disease-page' }],
      (route) => `missing:${route.title}`,
    );
    expect(built).toEqual([
      { path: '/diseaseManage', title: '病害管理', load: 'disease-page', available: true },
      { path: '/patrolRecord', title: '巡查记录', load: 'missing:巡查记录', available: false },
      { path: '/gl-hotMap', title: '热力图', load: 'missing:热力图', available: false },
    ]);
  });

  it('finds a page whatever the case or trailing slash of the url, the first page of a url winning', () => {
    const built = buildMenuRouteEntries(
      [{ path: '/GL-HOTMAP/', title: '热力图' }],
      [
        { path: '/gl-hotMap', load: 'first' },
        { path: '/gl-hotmap', load: 'second' },
      ],
      () => 'missing',
    );
    expect(built[0]).toMatchObject({ path: '/GL-HOTMAP/', load: 'first', available: true });
  });

  it('gives nothing for no menu routes', () => {
    expect(buildMenuRouteEntries([], [{ path: '/a', load: 1 }], () => 0)).toEqual([]);
  });
});

describe('unavailableText', () => {
  it('names the entry', () => {
    expect(unavailableText('巡查记录')).toBe('「巡查记录」暂未在此版本中提供');
  });
});
