import { useQuery } from '@tanstack/react-query';
import type {
  NavigationItem,
  NavigationList,
} from '../../../../common/features/navigation/navigation.contract';
import { apiRequest } from '../../../lib/api-client';

export async function getNavigation(signal?: AbortSignal): Promise<NavigationItem[]> {
  const list = await apiRequest<NavigationList>('/api/navigation', { signal, isPublic: true });
  return list.items;
}

/** The header's navigation items from the server (spec §7), oldest first. */
export function useNavigation() {
  return useQuery({ queryKey: ['navigation'], queryFn: ({ signal }) => getNavigation(signal) });
}
