import { useState, type ReactElement } from 'react';
import {
  DISNEY_GUIDES_GROUP_TITLE,
  disneyGuidesGroup,
} from '../../../common/features/guides/guide-catalog';
import type { NavigationItem } from '../../../common/features/navigation/navigation.contract';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { Separator } from '../../components/ui/separator';
import { MessagesMenuLink } from '../../features/messages/components/messages-menu-link';
import { ModerationMenuLink } from '../../features/moderation/components/moderation-link';
import { NavigationLinks } from '../../features/navigation/components/navigation-links';
import { SearchForm } from '../../features/search/components/search-form';

/** The side menu itself, loaded when it is about to open (see `MobileMenu`). */
export default function MobileMenuPopup({
  items,
  unreadMessages,
  moderationItems,
  trigger,
  defaultOpen,
}: {
  items: Pick<NavigationItem, 'title' | 'url' | 'icon'>[];
  unreadMessages: number;
  moderationItems: number | null;
  trigger: ReactElement;
  defaultOpen: boolean;
}) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const close = () => setIsOpen(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        side="left"
        className="flex w-[calc(100%-2.5rem)] flex-col gap-4 px-3 pb-4 pt-16"
      >
        <DialogTitle className="sr-only">Menu</DialogTitle>
        <DialogDescription className="sr-only">Search and site navigation</DialogDescription>
        <SearchForm onSearch={close} />
        <MessagesMenuLink unread={unreadMessages} onNavigate={close} />
        {moderationItems !== null && (
          <ModerationMenuLink openItems={moderationItems} onNavigate={close} />
        )}
        <nav aria-label="Main">
          <NavigationLinks items={items} layout="list" onNavigate={close} />
        </nav>
        <Separator />
        <nav aria-label={DISNEY_GUIDES_GROUP_TITLE}>
          <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {DISNEY_GUIDES_GROUP_TITLE}
          </p>
          <NavigationLinks
            items={disneyGuidesGroup.map((g) => ({ title: g.title, url: g.path, icon: 'MapPin' }))}
            layout="list"
            onNavigate={close}
          />
        </nav>
      </DialogContent>
    </Dialog>
  );
}
