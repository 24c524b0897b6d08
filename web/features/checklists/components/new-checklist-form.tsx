import { Loader2, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  CHECKLIST_TITLE_MAX,
  checklistTopicLabels,
  checklistTopics,
  type ChecklistTopic,
} from '../../../../common/features/checklists/checklist-limits';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { selectClass } from '../../../components/ui/labeled-select';
import { notifyError } from '../../posts/lib/notify';
import { useCreateChecklist } from '../api/checklists-api';

/** Starts a private checklist with a title and category, then opens it to add items. */
export function NewChecklistForm() {
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateChecklist();
  const [title, setTitle] = useState('');
  const [topic, setTopic] = useState<ChecklistTopic>('packing');
  return (
    <form
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (!title.trim()) return;
        create.mutate(
          { title: title.trim(), topic },
          {
            onSuccess: (checklist) => void navigate(`/checklist/${checklist.id}`),
            onError: notifyError,
          },
        );
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input
          id={`${id}-title`}
          value={title}
          required
          maxLength={CHECKLIST_TITLE_MAX}
          placeholder="Our March park days"
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
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
      <Button type="submit" disabled={create.isPending || !title.trim()}>
        {create.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Plus aria-hidden />}
        New checklist
      </Button>
    </form>
  );
}
