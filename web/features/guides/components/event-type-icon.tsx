import { Calendar, Gift, Music, Palette, Sparkles, Trophy, Utensils } from 'lucide-react';
import type { EventTypeCard } from '../../../../common/features/guides/guide-content.schema';

const icons = { Sparkles, Gift, Trophy, Palette, Music, Utensils, Calendar };

export function EventTypeIcon({ name }: { name: EventTypeCard['icon'] }) {
  const Icon = icons[name];
  return <Icon aria-hidden className="size-5" />;
}
