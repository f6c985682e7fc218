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

export function ColumnDragArea({ keys, onMove, children }: ColumnDragAreaProps) {
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the title still sorts the column.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  return (
    <DndContext
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
