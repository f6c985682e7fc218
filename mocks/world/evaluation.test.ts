import { describe, expect, it } from 'vitest';
import {
  gradeOf,
  mqiOf,
  pciOfDamageRatio,
  pqiOf,
  rdiOfRutDepth,
  rqiOfIri,
  segmentBases,
  sriOfSfc,
} from './evaluation';
import { roadNetwork } from './road-network';

describe('the condition indices', () => {
  it('PCI falls with the damage ratio: 100 on a sound surface, about 85 at 1 %', () => {
    expect(pciOfDamageRatio(0)).toBe(100);
    expect(pciOfDamageRatio(1)).toBe(85);
    expect(pciOfDamageRatio(3)).toBeCloseTo(76.45, 1);
    expect(pciOfDamageRatio(-1)).toBe(100);
  });

  it('RQI falls with roughness', () => {
    expect(rqiOfIri(1.5)).toBeCloseTo(93.55, 1);
    expect(rqiOfIri(4.5)).toBeLessThan(70);
  });

  it('RDI is 100 − RD up to 10 mm, then 3 points a millimetre, and 0 past 40 mm', () => {
    expect(rdiOfRutDepth(5)).toBe(95);
    expect(rdiOfRutDepth(10)).toBe(90);
    expect(rdiOfRutDepth(20)).toBe(60);
    expect(rdiOfRutDepth(41)).toBe(0);
  });

  it('SRI rises with skid resistance towards 100', () => {
    expect(sriOfSfc(30)).toBeLessThan(sriOfSfc(50));
    expect(sriOfSfc(80)).toBeLessThanOrEqual(100);
  });

  it('PQI and MQI are the weighted sums, graded 优 良 中 次 差 at 90 80 70 60', () => {
    expect(pqiOf({ pci: 100, rqi: 100, rdi: 100, pbi: 100, sri: 100 })).toBe(100);
    expect(mqiOf({ pqi: 90, sci: 100, bci: 100, tci: 100 })).toBe(93);
    expect([95, 90, 89.99, 80, 75, 60, 59].map(gradeOf)).toEqual(['优', '优', '良', '良', '中', '次', '差']);
  });
});

describe('the kilometres of the network', () => {
  const network = roadNetwork();
  const bases = segmentBases(20260518, network);

  it('cover every route in both directions without a gap', () => {
    for (const line of network.lines) {
      for (const direction of ['1', '2']) {
        const own = bases.filter((b) => b.routeCode === line.routeCode && b.direction === direction);
        expect(own[0]?.startStakeM).toBe(line.startStakeM);
        expect(own.at(-1)?.endStakeM).toBe(line.endStakeM);
        for (let i = 1; i < own.length; i++) expect(own[i]?.startStakeM).toBe(own[i - 1]?.endStakeM);
      }
    }
  });

  it('come out the same for the same seed', () => {
    expect(JSON.stringify(segmentBases(20260518, network))).toBe(JSON.stringify(bases));
  });
});
