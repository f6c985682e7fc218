import { describe, expect, it } from 'vitest';
import { caption, GALLERY_PAGE_SIZE, galleryQuery } from './image-rules';

describe('the patrol picture gallery', () => {
  it('asks for the pictures patrols reported, newest first, a page at a time', () => {
    expect(galleryQuery({}, 2)).toEqual({
      current: 2,
      size: GALLERY_PAGE_SIZE,
      filters: [{ key: 'sourceName', operator: 'in', value: '巡查上报' }],
      orders: [{ column: 'reportTime', asc: false }],
    });
  });

  it('narrows by route, disease type and the whole of the days picked', () => {
    expect(
      galleryQuery(
        { routeName: 'G42 沪蓉高速', diseaseTypeName: '坑槽', days: ['2026-05-01', '2026-05-18'] },
        1,
      ).filters,
    ).toEqual([
      { key: 'sourceName', operator: 'in', value: '巡查上报' },
      { key: 'routeName', operator: 'in', value: 'G42 沪蓉高速' },
      { key: 'diseaseTypeName', operator: 'in', value: '坑槽' },
      { key: 'reportTime', operator: 'ge', value: '2026-05-01 00:00:00' },
      { key: 'reportTime', operator: 'le', value: '2026-05-18 23:59:59' },
    ]);
  });

  it('captions a picture with what, where and when', () => {
    expect(
      caption({
        diseaseName: '坑槽',
        routeName: 'G42 沪蓉高速',
        stakeNo: 'K260+500',
        reportTime: '2026-05-18 09:12:00',
      }),
    ).toBe('坑槽 · G42 沪蓉高速 K260+500 · 2026-05-18 09:12:00');
  });
});
