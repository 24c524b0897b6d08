import { Camera, ListChecks, Trophy, Video, Sparkles, MapPin, type LucideIcon } from 'lucide-react';

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
  photographers: {
    title: 'Photographers',
    description: 'Members who capture the parks beautifully.',
    icon: Camera,
    emptyTitle: 'No photographers listed yet',
    emptyText: 'The photographer directory will list members who share park photography.',
  },
  vloggers: {
    title: 'Vloggers',
    description: 'Members who film their park days.',
    icon: Video,
    emptyTitle: 'No vloggers listed yet',
    emptyText: 'The vlogger directory will list members who publish park videos.',
  },
  influencers: {
    title: 'Influencers',
    description: 'Well-known voices of the Disney fan community.',
    icon: Sparkles,
    emptyTitle: 'No influencers listed yet',
    emptyText: 'The influencer directory will list members with a following in the fan community.',
  },
  'trip-planners': {
    title: 'Trip Planners',
    description: 'Members and planners who help fans build their trips.',
    icon: MapPin,
    emptyTitle: 'No trip planners listed yet',
    emptyText: 'The trip planner directory will list members who help others plan.',
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
