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
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Check, GripVertical, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  CHECKLIST_CATEGORY_NAME_MAX,
  CHECKLIST_ITEM_NOTE_MAX,
  CHECKLIST_ITEM_TEXT_MAX,
} from '../../../../common/features/checklists/checklist-limits';
import type {
  Checklist,
  ChecklistCategory,
  ChecklistItem,
} from '../../../../common/features/checklists/checklists.contract';
import { Button } from '../../../components/ui/button';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { selectClass } from '../../../components/ui/labeled-select';
import { notifyError } from '../../posts/lib/notify';
import { changes, type ChecklistChange } from '../api/checklists-api';
import { InlineTextForm } from './inline-text-form';

type Apply = (change: ChecklistChange) => void;
/** Ticks or unticks an item (through the outbox of ticks, which also works offline). */
type Tick = (itemId: string, checked: boolean) => void;

/** What screen readers hear while a category or an item is picked up, moved and dropped. */
function announcementsFor(
  noun: string,
  names: { id: UniqueIdentifier; name: string }[],
): Announcements {
  const nameOf = (id: UniqueIdentifier) => names.find((entry) => entry.id === id)?.name ?? noun;
  const placeOf = (id: UniqueIdentifier | undefined) =>
    `position ${names.findIndex((entry) => entry.id === id) + 1} of ${names.length}`;
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  return {
    onDragStart: ({ active }) =>
      `Picked up ${noun} ${nameOf(active.id)}, at ${placeOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${Noun} ${nameOf(active.id)} is over ${placeOf(over.id)}.`
        : `${Noun} ${nameOf(active.id)} is no longer over a place.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${Noun} ${nameOf(active.id)} dropped at ${placeOf(over.id)}.`
        : `${Noun} ${nameOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${noun} ${nameOf(active.id)} was cancelled.`,
  };
}

const instructions = (noun: string) => ({
  draggable: `To move this ${noun}, press Space or Enter to pick it up, the up and down arrow keys to move it, and Space or Enter again to drop it. Escape cancels.`,
});

function useSortSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** A vertical list whose entries are reordered by dragging their handles or by keyboard. */
function SortableList({
  noun,
  entries,
  onMove,
  children,
}: {
  noun: string;
  entries: { id: string; name: string }[];
  onMove: (id: string, position: number) => void;
  children: ReactNode;
}) {
  const sensors = useSortSensors();
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
      accessibility={{
        announcements: announcementsFor(noun, entries),
        screenReaderInstructions: instructions(noun),
      }}
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
function sortStyle(transform: Parameters<typeof CSS.Transform.toString>[0], transition?: string) {
  return { transform: CSS.Transform.toString(transform), transition };
}

function DragHandle({
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
      className="flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing print:hidden"
      {...attributes}
      {...listeners}
    >
      <GripVertical aria-hidden className="size-5" />
    </button>
  );
}

/** The owner's form for an item's text and note (Enter saves, Escape cancels). */
function ItemEditForm({
  item,
  categoryId,
  categories,
  onSave,
  onCancel,
}: {
  item: ChecklistItem;
  categoryId: string;
  categories: { id: string; name: string }[];
  onSave: (patch: { text: string; note: string | null; categoryId: string }) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(item.text);
  const [note, setNote] = useState(item.note ?? '');
  const [category, setCategory] = useState(categoryId);
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };
  return (
    <form
      className="grid min-w-0 flex-1 gap-2 py-1 pl-2 sm:grid-cols-2 sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return;
        onSave({ text: text.trim(), note: note.trim() || null, categoryId: category });
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor={`${id}-text`}>Item</Label>
        <Input
          id={`${id}-text`}
          value={text}
          required
          maxLength={CHECKLIST_ITEM_TEXT_MAX}
          autoFocus
          onChange={(event) => setText(event.target.value)}
          onKeyDown={cancelOnEscape}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-note`}>Note (optional)</Label>
        <Input
          id={`${id}-note`}
          value={note}
          maxLength={CHECKLIST_ITEM_NOTE_MAX}
          onChange={(event) => setNote(event.target.value)}
          onKeyDown={cancelOnEscape}
        />
      </div>
      {categories.length > 1 && (
        <div className="grid gap-1">
          <Label htmlFor={`${id}-category`}>Category</Label>
          <select
            id={`${id}-category`}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            className={selectClass}
          >
            {categories.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="flex gap-1">
        <Button type="submit" variant="secondary" disabled={!text.trim()}>
          <Check aria-hidden />
          Save
        </Button>
        <Button type="button" variant="ghost" size="icon" aria-label="Cancel" onClick={onCancel}>
          <X aria-hidden />
        </Button>
      </div>
    </form>
  );
}

/** One item: tick box, text and note, and for the owner rename, delete and a drag handle. */
function ItemRow({
  item,
  categoryId,
  categories,
  canEdit,
  apply,
  tick,
}: {
  item: ChecklistItem;
  categoryId: string;
  categories: { id: string; name: string }[];
  canEdit: boolean;
  apply: Apply;
  tick: Tick;
}) {
  const id = useId();
  const [isRenaming, setRenaming] = useState(false);
  // The box shows a tick at once, in the press's own render (the checklist's new look reaches
  // the page a moment later, and a controlled box would spring back meanwhile); it follows the
  // checklist again whenever the checklist's answer changes.
  const [shownChecked, setShownChecked] = useState(item.checked);
  const [seenChecked, setSeenChecked] = useState(item.checked);
  if (seenChecked !== item.checked) {
    setSeenChecked(item.checked);
    setShownChecked(item.checked);
  }
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled: !canEdit,
  });
  return (
    <li
      ref={setNodeRef}
      style={sortStyle(transform, transition)}
      className={cn(
        'flex items-start gap-1 rounded-lg bg-card py-1 pr-1',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-ring',
      )}
    >
      {canEdit && (
        <DragHandle
          label={`Move item ${item.text}`}
          attributes={attributes}
          listeners={listeners}
        />
      )}
      {isRenaming ? (
        <ItemEditForm
          item={item}
          categoryId={categoryId}
          categories={categories}
          onSave={({ categoryId: target, ...patch }) => {
            setRenaming(false);
            if (patch.text !== item.text || patch.note !== item.note) {
              apply(changes.updateItem(item.id, patch));
            }
            if (target !== categoryId) apply(changes.moveItemTo(item.id, target));
          }}
          onCancel={() => setRenaming(false)}
        />
      ) : (
        <>
          <div className="flex min-h-11 min-w-0 flex-1 items-start gap-3 py-2.5 pl-2">
            <input
              id={id}
              type="checkbox"
              checked={shownChecked}
              disabled={!canEdit}
              onChange={(event) => {
                setShownChecked(event.target.checked);
                tick(item.id, event.target.checked);
              }}
              className="mt-0.5 size-5 shrink-0 accent-primary disabled:opacity-100"
            />
            <div className="grid min-w-0 gap-0.5">
              <label
                htmlFor={id}
                className={cn(
                  '[overflow-wrap:anywhere]',
                  item.checked && 'text-muted-foreground line-through',
                )}
              >
                {item.text}
              </label>
              {item.note && (
                <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                  {item.note}
                </p>
              )}
            </div>
          </div>
          {canEdit && (
            <div className="flex shrink-0 print:hidden">
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Edit item ${item.text}`}
                onClick={() => setRenaming(true)}
              >
                <Pencil aria-hidden />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Delete item ${item.text}`}
                onClick={() => apply(changes.deleteItem(item.id))}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          )}
        </>
      )}
    </li>
  );
}

/** A category: its name, its items in order, and for the owner the inline tools. */
function CategorySection({
  category,
  categories,
  canEdit,
  apply,
  tick,
}: {
  category: ChecklistCategory;
  /** Every category of the checklist (an item can move to another). */
  categories: { id: string; name: string }[];
  canEdit: boolean;
  apply: Apply;
  tick: Tick;
}) {
  const headingId = useId();
  const [isRenaming, setRenaming] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: category.id,
    disabled: !canEdit,
  });
  const checked = category.items.filter((item) => item.checked).length;
  const items = (
    <ul className="grid gap-1" aria-labelledby={headingId}>
      {category.items.map((item) => (
        <ItemRow
          key={item.id}
          item={item}
          categoryId={category.id}
          categories={categories}
          canEdit={canEdit}
          apply={apply}
          tick={tick}
        />
      ))}
    </ul>
  );
  return (
    <section
      ref={setNodeRef}
      style={sortStyle(transform, transition)}
      aria-labelledby={headingId}
      className={cn(
        'grid gap-2 rounded-xl border bg-card p-3 text-card-foreground break-inside-avoid sm:p-4',
        isDragging && 'relative z-20 shadow-xl ring-2 ring-ring',
      )}
    >
      <div className="flex items-center gap-1">
        {canEdit && (
          <DragHandle
            label={`Move category ${category.name}`}
            attributes={attributes}
            listeners={listeners}
          />
        )}
        {isRenaming ? (
          <InlineTextForm
            label={`New name for ${category.name}`}
            initialValue={category.name}
            maxLength={CHECKLIST_CATEGORY_NAME_MAX}
            submitLabel="Save"
            autoFocus
            onSubmit={(name) => {
              setRenaming(false);
              if (name !== category.name) apply(changes.renameCategory(category.id, name));
            }}
            onCancel={() => setRenaming(false)}
          />
        ) : (
          <>
            <h2
              id={headingId}
              className="min-w-0 flex-1 text-lg font-semibold [overflow-wrap:anywhere]"
            >
              {category.name}
            </h2>
            <span className="shrink-0 text-sm text-muted-foreground">
              {checked}/{category.items.length}
            </span>
            {canEdit && (
              <div className="flex shrink-0 print:hidden">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Rename category ${category.name}`}
                  onClick={() => setRenaming(true)}
                >
                  <Pencil aria-hidden />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete category ${category.name}`}
                  onClick={() => setDeleting(true)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            )}
          </>
        )}
      </div>
      {category.items.length === 0 && (
        <p className="px-2 text-sm text-muted-foreground">No items in this category yet.</p>
      )}
      <SortableList
        noun="item"
        entries={category.items.map((item) => ({ id: item.id, name: item.text }))}
        onMove={(itemId, position) => apply(changes.moveItem(category.id, itemId, position))}
      >
        {items}
      </SortableList>
      {canEdit && (
        <div className="pl-1 print:hidden">
          <InlineTextForm
            label={`Add an item to ${category.name}`}
            placeholder="Add an item"
            maxLength={CHECKLIST_ITEM_TEXT_MAX}
            submitLabel="Add"
            clearOnSubmit
            onSubmit={(text) => apply(changes.addItem(category.id, text))}
          />
        </div>
      )}
      <ConfirmDeleteDialog
        isOpen={isDeleting}
        onOpenChange={setDeleting}
        title={`Delete ${category.name}?`}
        description={`The category and its ${category.items.length} items will be removed from this checklist.`}
        isPending={false}
        onConfirm={() => {
          setDeleting(false);
          apply(changes.deleteCategory(category.id));
        }}
      />
    </section>
  );
}

/**
 * The categories and items of a checklist. For its owner: tick boxes, inline adding, renaming
 * and deleting, and reordering of categories and items by drag and drop or keyboard (dnd-kit,
 * with spoken announcements). Every change is one small request (`apply`); ticks go through
 * `tick` (the outbox of ticks, kept on the device while offline).
 */
export function ChecklistEditor({
  checklist,
  apply,
  tick,
}: {
  checklist: Checklist;
  apply: (change: ChecklistChange) => void;
  tick: Tick;
}) {
  const canEdit = checklist.viewer.canEdit;
  const categoryChoices = checklist.categories.map(({ id, name }) => ({ id, name }));
  const sections = (
    <div className="grid gap-4">
      {checklist.categories.map((category) => (
        <CategorySection
          key={category.id}
          category={category}
          categories={categoryChoices}
          canEdit={canEdit}
          apply={apply}
          tick={tick}
        />
      ))}
    </div>
  );
  return (
    <div className="grid gap-4">
      {checklist.categories.length === 0 && (
        <p className="rounded-xl border border-dashed px-4 py-8 text-center text-muted-foreground">
          {canEdit
            ? 'This checklist is empty. Add a category such as “Park bag” or “Day 1” to start.'
            : 'This checklist has no items yet.'}
        </p>
      )}
      <SortableList
        noun="category"
        entries={checklist.categories.map((category) => ({
          id: category.id,
          name: category.name,
        }))}
        onMove={(categoryId, position) => apply(changes.moveCategory(categoryId, position))}
      >
        {sections}
      </SortableList>
      {canEdit && (
        <div className="flex items-center gap-2 rounded-xl border border-dashed p-3 print:hidden">
          <Plus aria-hidden className="size-5 shrink-0 text-muted-foreground" />
          <InlineTextForm
            label="New category"
            placeholder="New category"
            maxLength={CHECKLIST_CATEGORY_NAME_MAX}
            submitLabel="Add category"
            clearOnSubmit
            onSubmit={(name) => apply(changes.addCategory(name))}
          />
        </div>
      )}
    </div>
  );
}

/** `apply` for the editor: the mutation's `mutate` with the error toast. */
export function applyWith(mutate: (change: ChecklistChange, options: object) => void): Apply {
  return (change) => mutate(change, { onError: notifyError });
}
