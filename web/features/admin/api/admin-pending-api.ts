import { useQuery } from '@tanstack/react-query';
import type { AdminPendingRequests } from '../../../../common/features/admin/admin-pending-requests.contract';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/admin/users/pending-requests`: accounts closing and data archives under way. */
export function useAdminPendingRequests() {
  return useQuery({
    queryKey: ['admin-users', 'pending-requests'] as const,
    queryFn: ({ signal }) =>
      apiRequest<AdminPendingRequests>('/api/admin/users/pending-requests', { signal }),
  });
}
