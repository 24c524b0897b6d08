import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';

/** What screen readers hear while a plan is picked up, moved and dropped. */
function announcementsFor(names: { id: UniqueIdentifier; name: string }[]): Announcements {
  const nameOf = (id: UniqueIdentifier) => names.find((entry) => entry.id === id)?.name ?? 'plan';
  const placeOf = (id: UniqueIdentifier | undefined) =>
    `position ${names.findIndex((entry) => entry.id === id) + 1} of ${names.length}`;
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, at ${placeOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} is over ${placeOf(over.id)}.`
        : `${nameOf(active.id)} is no longer over a place.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dropped at ${placeOf(over.id)}.`
        : `${nameOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
}

const screenReaderInstructions = {
  draggable:
    'To move this plan, press Space or Enter to pick it up, the up and down arrow keys to move it, and Space or Enter again to drop it. Escape cancels.',
};

/**
 * A day's plans, reordered by dragging their handles or by keyboard (Space to pick up, arrows,
 * Space to drop), with spoken announcements — the checklists' pattern.
 */
export function SortablePlans({
  entries,
  onMove,
  children,
}: {
  entries: { id: string; name: string }[];
  onMove: (id: string, position: number) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const position = entries.findIndex((entry) => entry.id === over.id);
    if (position >= 0) onMove(String(active.id), position);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: announcementsFor(entries), screenReaderInstructions }}
    >
      <SortableContext
        items={entries.map((entry) => entry.id)}
        strategy={verticalListSortingStrategy}
      >
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** The moving style of a sortable entry. */
export function sortStyle(
  transform: Parameters<typeof CSS.Transform.toString>[0],
  transition?: string,
) {
  return { transform: CSS.Transform.toString(transform), transition };
}

export function DragHandle({
  label,
  attributes,
  listeners,
}: {
  label: string;
  attributes: object;
  listeners: object | undefined;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      className="flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
      {...attributes}
      {...listeners}
    >
      <GripVertical aria-hidden className="size-5" />
    </button>
  );
}
