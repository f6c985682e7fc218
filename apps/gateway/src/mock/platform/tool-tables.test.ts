// The tool pages' table configurations (mocks/table-config.ts) against the lists they are shown
// over: /tableDemo filters the diseases with every operator of seed 000 §9, /tableHeaderDrag shows
// the patrols; every column is a field the list answers, so no filter or sort is refused.
import { seedTableConfigs } from '@jt/mocks/table-config';
import { describe, expect, it } from 'vitest';
import { DISEASE_FIELDS } from '../world/diseases';
import { PATROL_FIELDS } from '../world/patrols';

const config = (route: string) => {
  const table = seedTableConfigs.find((candidate) => candidate.route === route);
  if (!table) throw new Error(`no table configuration for ${route}`);
  return table.column;
};

describe('the tool pages’ tables', () => {
  it('/tableDemo has a filtering column for every operator of seed 000 §9, each a disease field', () => {
    const columns = config('/tableDemo');
    const operators = columns.map((column) => column.filterOperator).filter((op) => op !== null);
    expect([...new Set(operators)].sort()).toEqual(['ge', 'gt', 'in', 'le', 'like', 'lt', 'notEqual']);
    for (const column of columns) expect(DISEASE_FIELDS, column.key).toHaveProperty(column.key);
  });

  it('/tableHeaderDrag shows patrol fields, with widths to drag', () => {
    const columns = config('/tableHeaderDrag');
    for (const column of columns) {
      expect(PATROL_FIELDS, column.key).toHaveProperty(column.key);
      expect(column.width, column.key).toBeGreaterThan(0);
    }
  });
});
