import type { ComponentProps, ReactElement } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { NotificationMenu } from './notification-menu';

/** The bell's dropdown itself, loaded when it is about to open (see `NotificationBell`). */
export default function NotificationBellMenu({
  trigger,
  defaultOpen,
  ...menu
}: ComponentProps<typeof NotificationMenu> & { trigger: ReactElement; defaultOpen: boolean }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(24rem,calc(100vw-1.5rem))] p-0">
        <NotificationMenu {...menu} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
