// Route editing with the toolbar (seed 001 §2 "draw line, start editing, end editing, clear"; §4
// "Route editing: draw, edit, end edit, clear"). A pure reducer: the toolbar asks which buttons
// apply, the map feeds clicks and vertex drags, and a finished line is what the caller receives.
import { isValidLngLat, type LngLat } from '../geo/coords';

export type EditingState = 'idle' | 'drawing' | 'drawn' | 'editing';

export interface RouteEditing {
  state: EditingState;
  /** BD-09 vertices of the line. */
  path: readonly LngLat[];
}

export type EditingAction =
  | { type: 'draw' }
  | { type: 'addPoint'; point: LngLat }
  | { type: 'undoPoint' }
  | { type: 'startEdit' }
  | { type: 'moveVertex'; index: number; point: LngLat }
  | { type: 'endEdit' }
  | { type: 'clear' };

export const INITIAL_EDITING: RouteEditing = { state: 'idle', path: [] };

/** A line needs two vertices. */
const isLine = (path: readonly LngLat[]) => path.length >= 2;

export function editRoute(current: RouteEditing, action: EditingAction): RouteEditing {
  switch (action.type) {
    case 'draw':
      // A new line replaces what was there (Baidu's DrawingManager does the same).
      return { state: 'drawing', path: [] };
    case 'addPoint': {
      if (current.state !== 'drawing' || !isValidLngLat(action.point)) return current;
      // The two clicks of a double-click (which ends the line) land on the same spot: one vertex.
      const last = current.path.at(-1);
      if (last && last[0] === action.point[0] && last[1] === action.point[1]) return current;
      return { state: 'drawing', path: [...current.path, action.point] };
    }
    case 'undoPoint':
      if (current.state !== 'drawing' || current.path.length === 0) return current;
      return { state: 'drawing', path: current.path.slice(0, -1) };
    case 'startEdit':
      if ((current.state !== 'drawn' && current.state !== 'drawing') || !isLine(current.path)) return current;
      return { state: 'editing', path: current.path };
    case 'moveVertex': {
      const { index, point } = action;
      if (current.state !== 'editing' || !isValidLngLat(point) || index < 0 || index >= current.path.length) {
        return current;
      }
      return { state: 'editing', path: current.path.map((vertex, i) => (i === index ? point : vertex)) };
    }
    case 'endEdit':
      if (current.state !== 'editing' && current.state !== 'drawing') return current;
      // Ending a drawing of fewer than two points leaves nothing behind.
      return isLine(current.path) ? { state: 'drawn', path: current.path } : INITIAL_EDITING;
    case 'clear':
      return INITIAL_EDITING;
  }
}

/** Which toolbar buttons do something now. */
export function availableActions(current: RouteEditing) {
  return {
    draw: current.state !== 'drawing',
    startEdit: (current.state === 'drawn' || current.state === 'drawing') && isLine(current.path),
    endEdit: current.state === 'editing' || current.state === 'drawing',
    clear: current.state !== 'idle' || current.path.length > 0,
  };
}

export const TOOLBAR_TEXTS = {
  draw: '画线',
  startEdit: '开始编辑',
  endEdit: '结束编辑',
  clear: '清除',
  hint: {
    idle: '',
    drawing: '单击地图添加路线节点，双击或“结束编辑”完成',
    drawn: '',
    editing: '拖动节点修改路线，完成后点击“结束编辑”',
  } satisfies Record<EditingState, string>,
} as const;
