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
export function DisneyGuidesMenu() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="px-3" title={DISNEY_GUIDES_GROUP_TITLE}>
          <BookOpen aria-hidden />
          {/* The label shows from 1024 px; narrower headers keep it for screen readers. */}
          <span className="sr-only lg:not-sr-only">{DISNEY_GUIDES_GROUP_TITLE}</span>
          <ChevronDown aria-hidden className="hidden opacity-60 lg:block" />
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
