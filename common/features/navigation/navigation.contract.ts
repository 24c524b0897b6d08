import { z } from 'zod';

/** The lucide icon names a navigation item may carry (spec §3 "Icons seen"). */
export const navigationIcons = [
  'Heart',
  'Star',
  'Users',
  'User',
  'Home',
  'Activity',
  'Shield',
  'ListChecks',
  'Camera',
  'Calendar',
  'MapPin',
  'Lightbulb',
  'Utensils',
] as const;
export type NavigationIcon = (typeof navigationIcons)[number];

/** One row of `navigation_items` as the API returns it (spec §3). */
export const navigationItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  url: z.string(),
  icon: z.string().nullable(),
  created_at: z.string(),
});
export type NavigationItem = z.infer<typeof navigationItemSchema>;

/** `GET /api/navigation`: every item but 'My Profile', oldest first (spec §7). */
export const navigationListSchema = z.object({ items: z.array(navigationItemSchema) });
export type NavigationList = z.infer<typeof navigationListSchema>;
