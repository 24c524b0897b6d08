import type { MessagePrivacy } from '../../../../common/features/messages/message-limits';
import { messagePrivacyOptions } from '../lib/message-privacy-options';

/**
 * 'Who can message you': Everyone, Members I follow or Nobody, as radio buttons (arrow keys
 * move between them). Nothing is chosen until the saved setting is known.
 */
export function MessagePrivacyField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: MessagePrivacy | '';
  onChange: (value: MessagePrivacy) => void;
}) {
  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium leading-none">Who can message you</legend>
      <div className="flex flex-wrap gap-x-5 pt-1">
        {messagePrivacyOptions.map((option) => (
          <label
            key={option.value}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm"
          >
            <input
              type="radio"
              name={id}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-primary"
            />
            {option.label}
          </label>
        ))}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Conversations you already have are not affected.
      </p>
    </fieldset>
  );
}
