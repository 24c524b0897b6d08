import {
  Activity,
  Calendar,
  Camera,
  Heart,
  Home,
  Lightbulb,
  ListChecks,
  MapPin,
  Shield,
  Star,
  User,
  Users,
  Utensils,
  type LucideIcon,
  Circle,
} from 'lucide-react';
import type { NavigationIcon as IconName } from '../../../../common/features/navigation/navigation.contract';

/** The one table from a stored icon name to its lucide component (DESIGN.md). */
const iconByName: Record<IconName, LucideIcon> = {
  Heart,
  Star,
  Users,
  User,
  Home,
  Activity,
  Shield,
  ListChecks,
  Camera,
  Calendar,
  MapPin,
  Lightbulb,
  Utensils,
};

export function NavigationIcon({ name, className }: { name: string | null; className?: string }) {
  const Icon = (name && iconByName[name as IconName]) || Circle;
  return <Icon aria-hidden className={className} />;
}
