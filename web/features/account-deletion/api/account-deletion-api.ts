import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountDeletion } from '../../../../common/features/account-deletion/account-deletion.contract';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

const PATH = '/api/me/account-deletion';
export const accountDeletionKey = (viewerId: string) => ['account-deletion', viewerId] as const;

/** The member's pending account deletion, or null when their account is not closing. */
export function useAccountDeletion(viewerId: string | undefined) {
  return useQuery({
    queryKey: accountDeletionKey(viewerId ?? ''),
    enabled: !!viewerId,
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<AccountDeletion | null>(PATH, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** `POST /api/me/account-deletion` with the member's password (every session ends). */
export function useRequestAccountDeletion() {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<AccountDeletion>(PATH, { method: 'POST', body: { password } }),
  });
}

/** `DELETE /api/me/account-deletion`: the account is kept, the profile back at once. */
export function useCancelAccountDeletion(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>(PATH, { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.setQueryData(accountDeletionKey(viewerId), null);
      void queryClient.invalidateQueries();
    },
  });
}
