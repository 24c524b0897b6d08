import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { emptyAuditFilters, type AuditFilters } from '../api/audit-api';

const fields: { key: keyof AuditFilters; label: string; type?: string; placeholder?: string }[] = [
  { key: 'action', label: 'Action', placeholder: 'e.g. member.suspend or bulk' },
  { key: 'actor', label: 'By (username)', placeholder: 'staff member' },
  { key: 'target', label: 'Member (username)', placeholder: 'member acted on' },
  { key: 'from', label: 'From (UTC day)', type: 'date' },
  { key: 'to', label: 'To (UTC day)', type: 'date' },
];

/** The audit view's filters in one bar; applied with 'Filter', cleared with 'Clear'. */
export function AuditFilterBar({ onApply }: { onApply: (filters: AuditFilters) => void }) {
  const [draft, setDraft] = useState<AuditFilters>(emptyAuditFilters);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Filter the audit log"
      className="grid gap-3 rounded-2xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
    >
      {fields.map(({ key, label, type, placeholder }) => (
        <FormField key={key} id={`audit-${key}`} label={label}>
          <Input
            id={`audit-${key}`}
            type={type ?? 'text'}
            value={draft[key]}
            placeholder={placeholder}
            onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
          />
        </FormField>
      ))}
      <div className="flex gap-2">
        <Button type="submit">Filter</Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setDraft(emptyAuditFilters);
            onApply(emptyAuditFilters);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
