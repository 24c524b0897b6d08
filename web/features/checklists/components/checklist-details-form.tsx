import { useId, useState } from 'react';
import {
  CHECKLIST_DESCRIPTION_MAX,
  CHECKLIST_TITLE_MAX,
  checklistParks,
  checklistTopicLabels,
  checklistTopics,
  type ChecklistPark,
  type ChecklistTopic,
} from '../../../../common/features/checklists/checklist-limits';
import type {
  Checklist,
  UpdateChecklistInput,
} from '../../../../common/features/checklists/checklists.contract';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { selectClass } from '../../../components/ui/labeled-select';
import { ChecklistTripField, useChecklistTripChoices } from './checklist-trip-field';

/**
 * The owner's form for the checklist's title, description, category, park, trip and trip dates.
 * A checklist for a trip shows the trip's dates (read-only: they follow the trip).
 */
export function ChecklistDetailsForm({
  checklist,
  onSave,
  onCancel,
}: {
  checklist: Checklist;
  onSave: (input: UpdateChecklistInput) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [title, setTitle] = useState(checklist.title);
  const [description, setDescription] = useState(checklist.description);
  const [topic, setTopic] = useState<ChecklistTopic>(checklist.topic);
  const [park, setPark] = useState<ChecklistPark | ''>(checklist.park ?? '');
  const [tripStartsOn, setTripStartsOn] = useState(checklist.tripStartsOn ?? '');
  const [tripEndsOn, setTripEndsOn] = useState(checklist.tripEndsOn ?? '');
  const [tripId, setTripId] = useState(checklist.trip?.id ?? '');
  const tripChoices = useChecklistTripChoices(checklist);
  const linkedTrip = tripChoices.find((choice) => choice.id === tripId);
  const shownStart = linkedTrip ? (linkedTrip.arrivesOn ?? '') : tripStartsOn;
  const shownEnd = linkedTrip ? (linkedTrip.departsOn ?? '') : tripEndsOn;
  const datesWrong =
    !linkedTrip && tripStartsOn !== '' && tripEndsOn !== '' && tripEndsOn < tripStartsOn;
  return (
    <form
      className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground print:hidden"
      onSubmit={(event) => {
        event.preventDefault();
        if (!title.trim() || datesWrong) return;
        onSave({
          title: title.trim(),
          description: description.trim(),
          topic,
          park: park || null,
          tripId: tripId || null,
          // For a trip, the dates are the trip's: the checklist's own stay as they were.
          ...(tripId ? {} : { tripStartsOn: tripStartsOn || null, tripEndsOn: tripEndsOn || null }),
        });
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input
          id={`${id}-title`}
          value={title}
          required
          maxLength={CHECKLIST_TITLE_MAX}
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea
          id={`${id}-description`}
          value={description}
          maxLength={CHECKLIST_DESCRIPTION_MAX}
          rows={3}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-topic`}>Category</Label>
          <select
            id={`${id}-topic`}
            value={topic}
            onChange={(event) => setTopic(event.target.value as ChecklistTopic)}
            className={selectClass}
          >
            {checklistTopics.map((value) => (
              <option key={value} value={value}>
                {checklistTopicLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-park`}>Park</Label>
          <select
            id={`${id}-park`}
            value={park}
            onChange={(event) => setPark(event.target.value as ChecklistPark | '')}
            className={selectClass}
          >
            <option value="">No particular park</option>
            {checklistParks.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <ChecklistTripField
          id={`${id}-trip`}
          choices={tripChoices}
          tripId={tripId}
          onChange={(next) => {
            // Unlinking keeps the trip's dates as the checklist's own, to change or clear.
            if (!next && linkedTrip) {
              setTripStartsOn(linkedTrip.arrivesOn ?? '');
              setTripEndsOn(linkedTrip.departsOn ?? '');
            }
            setTripId(next);
          }}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-start`}>Trip starts</Label>
          <Input
            id={`${id}-start`}
            type="date"
            value={shownStart}
            disabled={linkedTrip !== undefined}
            aria-describedby={linkedTrip ? `${id}-dates-hint` : undefined}
            onChange={(event) => setTripStartsOn(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-end`}>Trip ends</Label>
          <Input
            id={`${id}-end`}
            type="date"
            value={shownEnd}
            disabled={linkedTrip !== undefined}
            aria-invalid={datesWrong}
            aria-describedby={
              datesWrong ? `${id}-end-error` : linkedTrip ? `${id}-dates-hint` : undefined
            }
            onChange={(event) => setTripEndsOn(event.target.value)}
          />
          {datesWrong && (
            <p id={`${id}-end-error`} className="text-sm text-destructive">
              The trip cannot end before it starts.
            </p>
          )}
        </div>
        {linkedTrip && (
          <p id={`${id}-dates-hint`} className="text-sm text-muted-foreground sm:col-span-2">
            The dates are the trip’s. Change them on the trip, or choose No trip to set your own.
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!title.trim() || datesWrong}>
          Save details
        </Button>
      </div>
    </form>
  );
}
