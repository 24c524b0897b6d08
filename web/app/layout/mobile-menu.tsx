import { Menu } from 'lucide-react';
import { useState } from 'react';
import {
  DISNEY_GUIDES_GROUP_TITLE,
  disneyGuidesGroup,
} from '../../../common/features/guides/guide-catalog';
import type { NavigationItem } from '../../../common/features/navigation/navigation.contract';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { Separator } from '../../components/ui/separator';
import { NavigationLinks } from '../../features/navigation/components/navigation-links';
import { SearchForm } from '../../features/search/components/search-form';

/** The side menu of signed-in members on small screens, with a search form (spec §2). */
export function MobileMenu({ items }: { items: Pick<NavigationItem, 'title' | 'url' | 'icon'>[] }) {
  const [isOpen, setIsOpen] = useState(false);
  const close = () => setIsOpen(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu">
          <Menu aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent side="left" className="flex flex-col gap-4 p-4 pt-16">
        <DialogTitle className="sr-only">Menu</DialogTitle>
        <DialogDescription className="sr-only">Search and site navigation</DialogDescription>
        <SearchForm onSearch={close} />
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
