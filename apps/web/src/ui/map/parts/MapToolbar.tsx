// The map's toolbar (seed 001 §2): draw line, start editing, end editing, clear; the traffic
// layer's switch beside them (Baidu only: the offline engine has no live traffic and says so).
import Button from '@douyinfe/semi-ui/lib/es/button';
import {
  availableActions,
  type EditingAction,
  type RouteEditing,
  TOOLBAR_TEXTS,
} from '../editing/route-editing';

export const TRAFFIC_TEXTS = {
  on: '路况',
  offlineNote: '离线地图不提供实时路况',
} as const;

export interface MapToolbarProps {
  editing: RouteEditing | null;
  onEdit(action: EditingAction): void;
  traffic: { shown: boolean; available: boolean; onToggle(): void } | null;
  extra?: React.ReactNode;
}

export function MapToolbar({ editing, onEdit, traffic, extra }: MapToolbarProps) {
  const can = editing ? availableActions(editing) : null;
  return (
    <div className="jt-map-toolbar" role="toolbar" aria-label="地图工具">
      {can && (
        <>
          <Button size="small" disabled={!can.draw} onClick={() => onEdit({ type: 'draw' })}>
            {TOOLBAR_TEXTS.draw}
          </Button>
          <Button size="small" disabled={!can.startEdit} onClick={() => onEdit({ type: 'startEdit' })}>
            {TOOLBAR_TEXTS.startEdit}
          </Button>
          <Button size="small" disabled={!can.endEdit} onClick={() => onEdit({ type: 'endEdit' })}>
            {TOOLBAR_TEXTS.endEdit}
          </Button>
          <Button size="small" disabled={!can.clear} onClick={() => onEdit({ type: 'clear' })}>
            {TOOLBAR_TEXTS.clear}
          </Button>
        </>
      )}
      {traffic && (
        <Button
          size="small"
          theme={traffic.shown ? 'solid' : 'light'}
          disabled={!traffic.available}
          title={traffic.available ? undefined : TRAFFIC_TEXTS.offlineNote}
          aria-pressed={traffic.shown}
          onClick={traffic.onToggle}
        >
          {TRAFFIC_TEXTS.on}
        </Button>
      )}
      {extra}
      {editing && TOOLBAR_TEXTS.hint[editing.state] && (
        <div className="jt-map-toolbar__hint">{TOOLBAR_TEXTS.hint[editing.state]}</div>
      )}
      {traffic && !traffic.available && (
        <div className="jt-map-toolbar__note">{TRAFFIC_TEXTS.offlineNote}</div>
      )}
    </div>
  );
}
