import { AlertCircle } from 'lucide-react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { Specimen, StyleSection } from './section';

/** Inputs, textarea and labels in their normal, error and disabled states. */
export function FormsSection() {
  return (
    <StyleSection
      id="forms"
      title="Form fields"
      description="Every field has a visible label. Errors set aria-invalid, turn the outline red and are linked to the field with aria-describedby."
    >
      <div className="grid gap-6 md:grid-cols-2">
        <Specimen title="Default" className="grid gap-5">
          <div className="grid gap-2">
            <Label htmlFor="sg-name">Display name</Label>
            <Input id="sg-name" placeholder="e.g. Maya from Orlando" autoComplete="off" />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="sg-tip">Your tip</Label>
            <Textarea
              id="sg-tip"
              aria-describedby="sg-tip-hint"
              placeholder="What would you tell a first-timer?"
            />
            <p id="sg-tip-hint" className="text-xs text-muted-foreground">
              Keep it short and specific.
            </p>
          </div>
        </Specimen>
        <Specimen title="Error and disabled" className="grid gap-5">
          <div className="grid gap-2">
            <Label htmlFor="sg-email">Email address</Label>
            <Input
              id="sg-email"
              type="email"
              defaultValue="maya@@example"
              aria-invalid
              aria-describedby="sg-email-error"
              autoComplete="off"
            />
            <p id="sg-email-error" className="flex items-center gap-1.5 text-sm text-destructive">
              <AlertCircle aria-hidden className="size-4 shrink-0" />
              Invalid email format
            </p>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="sg-message">Message</Label>
            <Textarea
              id="sg-message"
              defaultValue="Too short"
              aria-invalid
              aria-describedby="sg-message-error"
            />
            <p id="sg-message-error" className="flex items-center gap-1.5 text-sm text-destructive">
              <AlertCircle aria-hidden className="size-4 shrink-0" />
              Please write at least 10 characters
            </p>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="sg-username">Username (locked)</Label>
            <Input id="sg-username" defaultValue="castle_fan" disabled />
          </div>
        </Specimen>
      </div>
    </StyleSection>
  );
}
