import { useQuery } from '@tanstack/react-query';
import type { ActivitySummary } from '../../../../common/features/activity/activity.contract';
import { ApiError } from '../../../lib/api-error';
import { apiRequest } from '../../../lib/api-client';

/** Query keys of activity: a day as a visitor or as one member sees it (their own day). */
export const activityKeys = {
  all: ['activity'] as const,
  day: (date: string | null, viewerId: string | null) =>
    ['activity', viewerId ?? 'visitor', date ?? 'today'] as const,
};

/** `GET /api/activity` (today, `date` null) or `GET /api/activity/{date}`. */
export function getActivity(date: string | null, signal?: AbortSignal): Promise<ActivitySummary> {
  const path = date === null ? '/api/activity' : `/api/activity/${encodeURIComponent(date)}`;
  return apiRequest<ActivitySummary>(path, { signal });
}

/**
 * A day's summary, once the session is known (`isEnabled`): the member's own day is part of
 * it. A 404 (no such day, or a day to come) is an answer, not a failure to retry.
 */
export function useActivity(date: string | null, viewerId: string | null, isEnabled: boolean) {
  return useQuery({
    queryKey: activityKeys.day(date, viewerId),
    queryFn: ({ signal }) => getActivity(date, signal),
    enabled: isEnabled,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}
