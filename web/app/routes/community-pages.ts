import { ListChecks, Trophy, type LucideIcon } from 'lucide-react';

/** What a member page says before its feature has content to show. */
export interface CommunityPageText {
  title: string;
  description: string;
  icon: LucideIcon;
  emptyTitle: string;
  emptyText: string;
}

/** Texts of the member pages, keyed by the first segment of their path. */
export const communityPages: Record<string, CommunityPageText> = {
  contests: {
    title: 'Contests',
    description: 'Photo and trivia contests for the community.',
    icon: Trophy,
    emptyTitle: 'No contests running',
    emptyText: 'Open and past contests will be listed here.',
  },
  checklist: {
    title: 'Checklist',
    description: 'A shareable trip checklist.',
    icon: ListChecks,
    emptyTitle: 'Checklist not found',
    emptyText: 'This checklist does not exist or is private.',
  },
  checklists: {
    title: 'Public Checklists',
    description: 'Packing lists, ride lists and planning checklists shared by members.',
    icon: ListChecks,
    emptyTitle: 'No public checklists yet',
    emptyText: 'Checklists that members share publicly will be listed here.',
  },
};
