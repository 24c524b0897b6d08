import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AdminUser,
  AdminUserDetail,
  AdminUserPage,
  PasswordResetSent,
  SuspensionDuration,
} from '../../../../common/features/admin/admin-users.contract';
import type { StaffRole } from '../../../../common/features/moderation/staff-role.contract';
import type { TrustLevel } from '../../../../common/features/trust/trust-levels.contract';
import { apiRequest } from '../../../lib/api-client';
import { adminUsersQuery, type AdminUsersFilters } from '../lib/admin-users-filters';

export const adminUserKeys = {
  all: ['admin-users'] as const,
  list: (filters: AdminUsersFilters) => ['admin-users', 'list', filters] as const,
  detail: (id: string) => ['admin-users', 'detail', id] as const,
};

const userPath = (id: string, rest = '') => `/api/admin/users/${encodeURIComponent(id)}${rest}`;

/** `GET /api/admin/users` page by page; the previous list stays on screen while new filters load. */
export function useAdminUsers(filters: AdminUsersFilters) {
  return useInfiniteQuery({
    queryKey: adminUserKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<AdminUserPage>(`/api/admin/users?${adminUsersQuery(filters, pageParam)}`, {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/users/{id}`: the member and the recent audit entries about them. */
export function useAdminUser(id: string | null) {
  return useQuery({
    queryKey: adminUserKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiRequest<AdminUserDetail>(userPath(id!), { signal }),
    enabled: !!id,
  });
}

/** A staff action on one member; the lists are read again once it is done. */
function useMemberAction<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}

/** `POST /api/admin/users/{id}/suspension`. */
export function useSuspendMember() {
  return useMemberAction((input: { id: string; duration: SuspensionDuration; reason: string }) =>
    apiRequest<AdminUser>(userPath(input.id, '/suspension'), {
      method: 'POST',
      body: { duration: input.duration, reason: input.reason },
    }),
  );
}

/** `DELETE /api/admin/users/{id}/suspension`. */
export function useUnsuspendMember() {
  return useMemberAction((id: string) =>
    apiRequest<AdminUser>(userPath(id, '/suspension'), { method: 'DELETE', body: {} }),
  );
}

/** `PUT /api/admin/users/{id}/role` (admins), with the reason the audit log records. */
export function useSetMemberRole() {
  return useMemberAction((input: { id: string; role: StaffRole; reason: string }) =>
    apiRequest<AdminUser>(userPath(input.id, '/role'), {
      method: 'PUT',
      body: { role: input.role, reason: input.reason },
    }),
  );
}

/** `PUT /api/admin/users/{id}/trust-level` (staff): a level to keep, or null for automatic. */
export function useSetTrustLevel() {
  return useMemberAction((input: { id: string; level: TrustLevel | null }) =>
    apiRequest<AdminUser>(userPath(input.id, '/trust-level'), {
      method: 'PUT',
      body: { level: input.level },
    }),
  );
}

/** `POST /api/admin/users/{id}/password-reset`. */
export function useSendPasswordReset() {
  return useMemberAction((id: string) =>
    apiRequest<PasswordResetSent>(userPath(id, '/password-reset'), { method: 'POST' }),
  );
}

/** `DELETE /api/admin/users/{id}` (admins). */
export function useDeleteMember() {
  return useMemberAction((input: { id: string; reason: string }) =>
    apiRequest<AdminUser>(userPath(input.id), { method: 'DELETE', body: { reason: input.reason } }),
  );
}
