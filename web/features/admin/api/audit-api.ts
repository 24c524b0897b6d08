import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditPage } from '../../../../common/features/admin/audit.contract';
import { apiRequest } from '../../../lib/api-client';

/** The audit view's filters as the form holds them ('' for none). */
export interface AuditFilters {
  action: string;
  actor: string;
  target: string;
  from: string;
  to: string;
}

export const emptyAuditFilters: AuditFilters = {
  action: '',
  actor: '',
  target: '',
  from: '',
  to: '',
};

/** `GET /api/admin/audit` page by page, newest first (admins). */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ['admin-audit', filters] as const,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(filters)) {
        if (value.trim()) params.set(key, value.trim());
      }
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest<AuditPage>(`/api/admin/audit?${params.toString()}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}
