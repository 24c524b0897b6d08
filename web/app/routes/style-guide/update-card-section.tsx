import { useState } from 'react';
import { UpdateCardView } from '../../../features/pwa/components/update-card';
import { Specimen, StyleSection } from './section';

/** The installable app's update card, drawn in place (the live one sits fixed at the bottom). */
export function UpdateCardSection() {
  const [choice, setChoice] = useState('No choice yet.');
  return (
    <StyleSection
      id="update-card"
      title="Update card"
      description="Shown at the bottom of every page when a new version of the app has installed while an older one runs: Update Now reloads into it, Later hides the card until the next visit."
    >
      <Specimen title="Update Available" className="space-y-3">
        <UpdateCardView
          isStatic
          onUpdate={() => setChoice('Update Now pressed: the page would reload.')}
          onLater={() => setChoice('Later pressed: the card would hide.')}
        />
        <p role="status" className="text-sm text-muted-foreground">
          {choice}
        </p>
      </Specimen>
    </StyleSection>
  );
}
