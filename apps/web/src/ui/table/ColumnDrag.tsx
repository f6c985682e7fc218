// Dragging a column by its header title to another place (dnd-kit's sortable: pointer and
// keyboard — Space picks a title up, the arrows move it, Space drops it). Semi Table has no
// column reordering of its own; its resizable columns do the widths.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';

interface ColumnDragAreaProps {
  /** The keys of the columns that can move, in their shown order. */
  keys: readonly string[];
  onMove(from: string, to: string): void;
  children: ReactNode;
}

/** What a screen reader says (dnd-kit's defaults are English). */
const ACCESSIBILITY = {
  screenReaderInstructions: {
    draggable: '按空格键拿起列标题，用左右方向键移动到新位置，再按空格键放下；按 Esc 键取消。',
  },
  announcements: {
    onDragStart: ({ active }: { active: { id: string | number } }) => `已拿起列 ${active.id}`,
    onDragOver: ({ over }: { over: { id: string | number } | null }) =>
      over ? `移动到列 ${over.id} 的位置` : '不在任何列上',
    onDragEnd: ({ over }: { over: { id: string | number } | null }) =>
      over ? `已放到列 ${over.id} 的位置` : '已放下，顺序不变',
    onDragCancel: () => '已取消拖动，顺序不变',
  },
};

export function ColumnDragArea({ keys, onMove, children }: ColumnDragAreaProps) {
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the title still sorts the column.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  return (
    <DndContext
      accessibility={ACCESSIBILITY}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={({ active, over }) => {
        if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
      }}
    >
      <SortableContext items={[...keys]} strategy={horizontalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** A header title that can be dragged (a fixed column's title is not). */
export function DraggableTitle({ id, title, movable }: { id: string; title: string; movable: boolean }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: !movable,
  });
  if (!movable) return <span>{title}</span>;
  return (
    <span
      ref={setNodeRef}
      className={isDragging ? 'jt-config-table__drag-title is-dragging' : 'jt-config-table__drag-title'}
      data-column-drag={id}
      title="拖动以调整列顺序"
      style={{ transform: CSS.Translate.toString(transform), transition }}
      {...attributes}
      {...listeners}
    >
      {title}
    </span>
  );
}
