import { describe, expect, it } from 'vitest';
import type { LngLat } from '../geo/coords';
import {
  availableActions,
  type EditingAction,
  editRoute,
  INITIAL_EDITING,
  type RouteEditing,
} from './route-editing';

const A: LngLat = [118.8, 32];
const B: LngLat = [118.81, 32.01];
const C: LngLat = [118.82, 32.02];

const run = (...actions: EditingAction[]): RouteEditing => actions.reduce(editRoute, INITIAL_EDITING);

describe('route editing: draw, edit, end edit, clear (seed 001 §4)', () => {
  it('draws a line point by point and ends it', () => {
    const drawn = run(
      { type: 'draw' },
      { type: 'addPoint', point: A },
      { type: 'addPoint', point: B },
      { type: 'endEdit' },
    );
    expect(drawn).toEqual({ state: 'drawn', path: [A, B] });
  });

  it('edits a drawn line by moving a vertex, and ends the editing', () => {
    const edited = run(
      { type: 'draw' },
      { type: 'addPoint', point: A },
      { type: 'addPoint', point: B },
      { type: 'endEdit' },
      { type: 'startEdit' },
      { type: 'moveVertex', index: 1, point: C },
      { type: 'endEdit' },
    );
    expect(edited).toEqual({ state: 'drawn', path: [A, C] });
  });

  it('clears everything from any state', () => {
    expect(run({ type: 'draw' }, { type: 'addPoint', point: A }, { type: 'clear' })).toEqual(INITIAL_EDITING);
    expect(
      run(
        { type: 'draw' },
        { type: 'addPoint', point: A },
        { type: 'addPoint', point: B },
        { type: 'startEdit' },
        { type: 'clear' },
      ),
    ).toEqual(INITIAL_EDITING);
  });

  it('starts a new line when drawing again', () => {
    expect(
      run(
        { type: 'draw' },
        { type: 'addPoint', point: A },
        { type: 'addPoint', point: B },
        { type: 'endEdit' },
        { type: 'draw' },
      ),
    ).toEqual({
      state: 'drawing',
      path: [],
    });
  });

  it('leaves nothing when a drawing of one point is ended', () => {
    expect(run({ type: 'draw' }, { type: 'addPoint', point: A }, { type: 'endEdit' })).toEqual(
      INITIAL_EDITING,
    );
  });

  it('ignores what does not apply: clicks outside drawing, editing a one-point line, bad points and indexes', () => {
    expect(run({ type: 'addPoint', point: A })).toEqual(INITIAL_EDITING);
    expect(run({ type: 'draw' }, { type: 'addPoint', point: A }, { type: 'startEdit' })).toEqual({
      state: 'drawing',
      path: [A],
    });
    expect(run({ type: 'draw' }, { type: 'addPoint', point: [Number.NaN, 32] })).toEqual({
      state: 'drawing',
      path: [],
    });
    const editing = run(
      { type: 'draw' },
      { type: 'addPoint', point: A },
      { type: 'addPoint', point: B },
      { type: 'startEdit' },
    );
    expect(editRoute(editing, { type: 'moveVertex', index: 5, point: C })).toBe(editing);
    expect(editRoute(editing, { type: 'moveVertex', index: 0, point: [500, 0] })).toBe(editing);
  });

  it('takes the clicks of a double-click on one spot as one vertex', () => {
    expect(
      run(
        { type: 'draw' },
        { type: 'addPoint', point: A },
        { type: 'addPoint', point: B },
        { type: 'addPoint', point: [...B] },
      ),
    ).toEqual({
      state: 'drawing',
      path: [A, B],
    });
  });

  it('undoes the last point while drawing', () => {
    expect(
      run(
        { type: 'draw' },
        { type: 'addPoint', point: A },
        { type: 'addPoint', point: B },
        { type: 'undoPoint' },
      ),
    ).toEqual({
      state: 'drawing',
      path: [A],
    });
  });

  it('offers the toolbar buttons that apply', () => {
    expect(availableActions(INITIAL_EDITING)).toEqual({
      draw: true,
      startEdit: false,
      endEdit: false,
      clear: false,
    });
    const drawing = run({ type: 'draw' }, { type: 'addPoint', point: A }, { type: 'addPoint', point: B });
    expect(availableActions(drawing)).toEqual({ draw: false, startEdit: true, endEdit: true, clear: true });
    const drawn = editRoute(drawing, { type: 'endEdit' });
    expect(availableActions(drawn)).toEqual({ draw: true, startEdit: true, endEdit: false, clear: true });
    const editing = editRoute(drawn, { type: 'startEdit' });
    expect(availableActions(editing)).toEqual({ draw: true, startEdit: false, endEdit: true, clear: true });
  });
});
