import { describe, expect, it } from 'vitest';
import type { RoadSection } from './road-draw-calls';
import {
  lengthText,
  PATH_LIMITS,
  pathProblem,
  ROAD_DRAW_TEXTS,
  SECTION_COLOURS,
  sectionFormValues,
  sectionLines,
  sectionPayload,
} from './road-draw-rules';

const section = (id: string, change: Partial<RoadSection> = {}): RoadSection => ({
  id,
  sectionName: `路段${id}`,
  routeCode: 'G42',
  routeName: 'G42 沪蓉高速',
  startStakeNo: 'K257+100',
  endStakeNo: 'K262+200',
  stakeLengthM: 5100,
  direction: '3',
  directionName: '双向',
  path: [
    [118.99, 32.07],
    [118.95, 32.07],
  ],
  pointCount: 2,
  lengthM: 3984.2,
  creator: '系统管理员',
  createTime: '2026-11-20 09:30:00',
  updateTime: '2026-11-20 09:30:00',
  ...change,
});

describe('the drawn line (pathProblem)', () => {
  it('asks for a line until two vertices are drawn, and refuses more than 5000', () => {
    expect(pathProblem([])).toBe(ROAD_DRAW_TEXTS.pathMissing);
    expect(pathProblem([[118.9, 32]])).toBe(ROAD_DRAW_TEXTS.pathMissing);
    expect(
      pathProblem([
        [118.9, 32],
        [118.91, 32],
      ]),
    ).toBeNull();
    expect(
      pathProblem(Array.from({ length: PATH_LIMITS.max + 1 }, () => [118.9, 32] as [number, number])),
    ).toBe('路段轨迹最多 5000 个点');
  });
});

describe('the form and the call', () => {
  it('opens a new section as 双向 and an edited one with its values', () => {
    expect(sectionFormValues(null)).toEqual({ direction: '3' });
    expect(sectionFormValues(section('1', { remark: '试点' }))).toEqual({
      sectionName: '路段1',
      routeCode: 'G42',
      startStakeNo: 'K257+100',
      endStakeNo: 'K262+200',
      direction: '3',
      remark: '试点',
    });
  });

  it('sends trimmed text, upper-cased stakes and the line as pairs; no empty remark', () => {
    expect(
      sectionPayload(
        {
          sectionName: ' 麒麟段 ',
          routeCode: 'G42',
          startStakeNo: 'k260+000 ',
          endStakeNo: 'K261+000',
          direction: '1',
          remark: ' ',
        },
        [
          [119.02, 32.07],
          [119.01, 32.07],
        ],
      ),
    ).toEqual({
      sectionName: '麒麟段',
      routeCode: 'G42',
      startStakeNo: 'K260+000',
      endStakeNo: 'K261+000',
      direction: '1',
      path: [
        [119.02, 32.07],
        [119.01, 32.07],
      ],
    });
  });
});

describe('the map’s lines (sectionLines)', () => {
  it('draws every section, the selected one magenta, wider and on top', () => {
    const lines = sectionLines([section('1'), section('2'), section('3')], '2');
    expect(lines.map((l) => l.id)).toEqual(['section:1', 'section:3', 'section:2']);
    expect(lines[2]).toMatchObject({
      color: SECTION_COLOURS.selected,
      width: 7,
      path: [
        [118.99, 32.07],
        [118.95, 32.07],
      ],
    });
    expect(lines[0]).toMatchObject({ color: SECTION_COLOURS.normal, width: 4 });
    expect(sectionLines([section('1')], null)[0]?.color).toBe(SECTION_COLOURS.normal);
  });

  it('writes a length in km from a kilometre on, else in metres', () => {
    expect(lengthText(5098.44)).toBe('5.10 km');
    expect(lengthText(997.8)).toBe('997.8 m');
  });
});
