import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { roadNetwork } from '@jt/mocks/world/road-network';
import { formatStake } from '@jt/mocks/world/stake';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mocksRoot } from '../../paths';
import { mappedCharacters } from '../font-cmap';
import { drawRoadMap } from './road-map-image';

describe('the road-map picture', () => {
  it("draws every route's names with the shipped font (no glyph falls back to the machine's fonts)", () => {
    const mapped = mappedCharacters(
      readFileSync(join(mocksRoot, 'assistant', 'fonts', 'JtMapSans-Regular.otf')),
    );
    const drawn = roadNetwork().lines.flatMap((line) => [
      `${line.routeName} 实时路况`,
      formatStake(line.startStakeM),
      ...line.places.map((place) => place.name),
    ]);
    const texts = [...drawn, '截至 2026-05-18 10:30', '图例', '畅通', '缓行', '拥堵', '施工占道'];
    const missing = [...new Set(texts.join(''))].filter((c) => !mapped.has(c.codePointAt(0) ?? 0));
    expect(missing).toEqual([]);
  });

  it('is an 800×520 PNG with the route in its traffic colours', async () => {
    const line = roadNetwork().line('G42');
    if (!line) throw new Error('no G42');
    const png = await drawRoadMap({
      line,
      atMs: Date.parse('2026-05-18T02:30:00Z'),
      sections: [
        {
          routeCode: 'G42',
          routeName: line.routeName,
          from: 'K270+000',
          to: '麒麟枢纽',
          level: '拥堵',
          reason: '高峰',
          km: 3,
          stakeM: 270_000,
          work: false,
        },
      ],
      workZones: [260_000],
    });
    const { width, height, format } = await sharp(png).metadata();
    expect({ width, height, format }).toEqual({ width: 800, height: 520, format: 'png' });
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    let red = 0;
    for (let i = 0; i < data.length; i += info.channels)
      if (data[i] === 0xe0 && data[i + 1] === 0x20 && data[i + 2] === 0x20) red++;
    expect(red).toBeGreaterThan(100);
  });
});
