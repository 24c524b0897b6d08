import { z } from 'zod';

/** The most items a trip's report lists (the oldest of them, in the order they were shared). */
export const TRIP_REPORT_MAX_ITEMS = 50;

/** A post or review the trip's owner shared during the trip. */
export const tripReportItemSchema = z.object({
  kind: z.enum(['post', 'review']),
  id: z.uuid(),
  /** A review's title; null for a post. */
  title: z.string().nullable(),
  excerpt: z.string(),
  /** The web path of the post, or of the reviewed place's reviews. */
  path: z.string(),
  createdAt: z.string(),
  /** The first photo's thumbnail, if any. */
  imageUrl: z.string().nullable(),
});
export type TripReportItem = z.infer<typeof tripReportItemSchema>;

/**
 * `GET /api/trips/{id}/report`: what the trip's owner shared from its first day to its last (park
 * time) that the viewer may see, oldest first, at most {@link TRIP_REPORT_MAX_ITEMS}.
 */
export const tripReportSchema = z.object({ items: z.array(tripReportItemSchema) });
export type TripReport = z.infer<typeof tripReportSchema>;
