import type { TextSegment } from '../../../../common/features/search/search.contract';

/**
 * Member text as plain text, the matched words in `<mark>`: segments are rendered as text
 * nodes, so nothing a member wrote is ever read as HTML.
 */
export function HighlightedText({ segments }: { segments: readonly TextSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.isMatch ? (
          <mark
            key={index}
            className="rounded-sm bg-accent px-0.5 font-semibold text-accent-foreground"
          >
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
