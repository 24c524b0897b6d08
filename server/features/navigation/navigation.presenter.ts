import type { NavigationItem } from '../../../common/features/navigation/navigation.contract';
import type { NavigationItemRow } from '../../db/schema';

export function presentNavigationItem(row: NavigationItemRow): NavigationItem {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    icon: row.icon,
    created_at: row.createdAt.toISOString(),
  };
}
