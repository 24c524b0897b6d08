import { BookOpen, ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import {
  DISNEY_GUIDES_GROUP_TITLE,
  disneyGuidesGroup,
} from '../../../../common/features/guides/guide-catalog';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { cn } from '../../../lib/cn';

/**
 * The fixed 'Disney Guides' group with its six guide links (spec §2). Its label shows from
 * 1024 px, or as `showLabel` says (the header's measured fit); narrower headers keep it for
 * screen readers.
 */
export function DisneyGuidesMenu({ showLabel }: { showLabel?: boolean }) {
  const labelClass =
    showLabel === undefined ? 'sr-only lg:not-sr-only' : showLabel ? undefined : 'sr-only';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="px-2.5" title={DISNEY_GUIDES_GROUP_TITLE}>
          <BookOpen aria-hidden />
          <span className={labelClass}>{DISNEY_GUIDES_GROUP_TITLE}</span>
          <ChevronDown
            aria-hidden
            className={
              showLabel === undefined
                ? 'hidden opacity-60 lg:block'
                : cn(!showLabel && 'hidden', 'opacity-60')
            }
          />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {disneyGuidesGroup.map((guide) => (
          <DropdownMenuItem key={guide.path} asChild>
            <Link to={guide.path} reloadDocument>
              {guide.title}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
