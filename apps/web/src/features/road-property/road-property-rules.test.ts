import { describe, expect, it } from 'vitest';
import { routeAssetsQuery } from './road-property-rules';

describe('the route’s asset list in the side sheet', () => {
  it('keeps the sheet’s own filters and paging and always narrows to the route opened', () => {
    expect(
      routeAssetsQuery(
        {
          current: 2,
          size: 20,
          filters: [
            { key: 'assetTypeName', operator: 'in', value: '桥梁' },
            { key: 'routeCode', operator: 'in', value: 'G42' },
          ],
        },
        'S55',
      ),
    ).toEqual({
      current: 2,
      size: 20,
      filters: [
        { key: 'assetTypeName', operator: 'in', value: '桥梁' },
        { key: 'routeCode', operator: 'in', value: 'S55' },
      ],
    });
    expect(routeAssetsQuery({ current: 1, size: 10 }, 'G42').filters).toEqual([
      { key: 'routeCode', operator: 'in', value: 'G42' },
    ]);
  });
});
