import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { disneyGuidesGroup } from '../../../../common/features/guides/guide-catalog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';

/** The 'Disney Guides' dropdown itself, loaded when it is about to open (see `DisneyGuidesMenu`). */
export default function DisneyGuidesMenuPopup({
  trigger,
  defaultOpen,
}: {
  trigger: ReactElement;
  defaultOpen: boolean;
}) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
