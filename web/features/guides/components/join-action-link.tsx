import { ArrowRight } from 'lucide-react';

export interface GuideLink {
  label: string;
  href: string;
}

export interface JoinActionProps {
  /** The visitor's call ('Join Community' → /auth). */
  join: GuideLink;
  /** What a signed-in member sees instead (the guide's `memberAction`). */
  member: GuideLink;
  className: string;
  hasArrow?: boolean;
}

/**
 * A 'Join Community' call, or for a member the guide's member action in the same place. Both
 * labels share one grid cell (the other one invisible, keeping its width), so the button has the
 * same size either way and nothing moves when a member's page swaps them.
 */
export function JoinActionLink({
  join,
  member,
  className,
  hasArrow = false,
  isMember,
}: JoinActionProps & { isMember: boolean }) {
  const [shown, hidden] = isMember ? [member, join] : [join, member];
  return (
    <a href={shown.href} className={className}>
      <span className="grid text-center">
        <span className="[grid-area:1/1]">{shown.label}</span>
        {/* The other label as generated content: it takes its width, and is no text of the page. */}
        <span
          aria-hidden
          data-label={hidden.label}
          className="invisible [grid-area:1/1] after:content-[attr(data-label)]"
        />
      </span>
      {hasArrow && <ArrowRight aria-hidden />}
    </a>
  );
}
