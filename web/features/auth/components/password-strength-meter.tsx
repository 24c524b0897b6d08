import { assessPasswordStrength } from '../../../../common/features/auth/password-rules';
import { cn } from '../../../lib/cn';

const SEGMENTS = 5;

function strengthLabel(score: number, isValid: boolean): string {
  if (isValid) return 'Strong';
  if (score >= 4) return 'Good';
  if (score >= 3) return 'Fair';
  return 'Weak';
}

/**
 * The password strength meter (spec §5's rule): five segments, a word, and what would make
 * the password stronger. Shown once something is typed.
 */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  if (!password) return null;
  const { score, suggestions, isValid } = assessPasswordStrength(password);
  const label = strengthLabel(score, isValid);
  const tone = isValid ? 'bg-primary' : score >= 3 ? 'bg-accent' : 'bg-destructive';
  return (
    <div id={id} className="grid gap-1.5">
      <div
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={SEGMENTS}
        aria-valuenow={score}
        aria-valuetext={label}
        className="grid grid-cols-5 gap-1"
      >
        {Array.from({ length: SEGMENTS }, (_, i) => (
          <span
            key={i}
            className={cn(
              'h-1.5 rounded-full transition-colors duration-200',
              i < score ? tone : 'bg-muted',
            )}
          />
        ))}
      </div>
      <p className="text-xs text-muted-foreground">
        <span className="font-medium text-foreground">Password strength: {label}</span>
        {suggestions.length > 0 && <> · {suggestions.join(' · ')}</>}
      </p>
    </div>
  );
}
