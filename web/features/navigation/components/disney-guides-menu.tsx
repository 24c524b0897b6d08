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

/** The fixed 'Disney Guides' group with its six guide links (spec §2). */
export function DisneyGuidesMenu({ isCompact = false }: { isCompact?: boolean }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size={isCompact ? 'icon' : 'default'}
          aria-label={isCompact ? DISNEY_GUIDES_GROUP_TITLE : undefined}
        >
          <BookOpen aria-hidden />
          {!isCompact && (
            <>
              {DISNEY_GUIDES_GROUP_TITLE}
              <ChevronDown aria-hidden className="opacity-60" />
            </>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {disneyGuidesGroup.map((guide) => (
          <DropdownMenuItem key={guide.path} asChild>
            <Link to={guide.path}>{guide.title}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
