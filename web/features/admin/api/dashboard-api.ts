import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AdminClientErrorPage,
  AdminClientLogPage,
  AdminSupportMessage,
  AdminSupportMessagePage,
  Dashboard,
  SupportStatus,
} from '../../../../common/features/admin/dashboard.contract';
import type { LogLevel } from '../../../../common/features/telemetry/log-levels';
import { apiRequest } from '../../../lib/api-client';

export const dashboardKeys = {
  all: ['admin-dashboard'] as const,
  summary: ['admin-dashboard', 'summary'] as const,
  errors: ['admin-dashboard', 'client-errors'] as const,
  logs: (level: LogLevel | '') => ['admin-dashboard', 'client-logs', level] as const,
  support: (status: SupportStatus | '') => ['admin-dashboard', 'support', status] as const,
};

const query = (values: Record<string, string | null | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** `GET /api/admin/dashboard`: counts and the 30-day series (staff). */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKeys.summary,
    queryFn: ({ signal }) => apiRequest<Dashboard>('/api/admin/dashboard', { signal }),
  });
}

/** `GET /api/admin/client-errors`: the 10 most recent, then more (admins). */
export function useClientErrors(isEnabled: boolean) {
  return useInfiniteQuery({
    queryKey: dashboardKeys.errors,
    enabled: isEnabled,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<AdminClientErrorPage>(`/api/admin/client-errors${query({ cursor: pageParam })}`, {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** `GET /api/admin/client-logs?level=` (admins). */
export function useClientLogs(level: LogLevel | '', isEnabled: boolean) {
  return useInfiniteQuery({
    queryKey: dashboardKeys.logs(level),
    enabled: isEnabled,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<AdminClientLogPage>(
        `/api/admin/client-logs${query({ level, cursor: pageParam, limit: '10' })}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/support-messages?status=` (admins). */
export function useSupportMessages(status: SupportStatus | '', isEnabled: boolean) {
  return useInfiniteQuery({
    queryKey: dashboardKeys.support(status),
    enabled: isEnabled,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<AdminSupportMessagePage>(
        `/api/admin/support-messages${query({ status, cursor: pageParam, limit: '10' })}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** `PUT /api/admin/support-messages/{id}/handled`. */
export function useMarkSupportHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      apiRequest<AdminSupportMessage>(
        `/api/admin/support-messages/${encodeURIComponent(id)}/handled`,
        { method: 'PUT', body: { handled } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-dashboard', 'support'] }),
  });
}
