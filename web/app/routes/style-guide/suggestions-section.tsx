import { useState } from 'react';
import { SuggestionItem } from '../../../features/profiles/components/member-suggestions';
import {
  withSuggestionFollowing,
  type ShownSuggestion,
} from '../../../features/profiles/lib/suggestion-state';
import { Specimen, StyleSection } from './section';

const samples: ShownSuggestion[] = [
  {
    id: '00000000-0000-4000-8000-000000000201',
    username: 'epcot_elena',
    first_name: 'Elena',
    last_name: 'Ortiz',
    avatar_url: null,
    home_park: 'EPCOT',
    followerCount: 128,
    recentPostCount: 3,
    reasons: ['home_park', 'active', 'popular'],
    isFollowing: false,
  },
  {
    id: '00000000-0000-4000-8000-000000000202',
    username: 'monorail_max',
    first_name: null,
    last_name: null,
    avatar_url: null,
    home_park: null,
    followerCount: 1,
    recentPostCount: 1,
    reasons: ['active'],
    isFollowing: true,
  },
];

/** A suggested member to follow, as the welcome feed and 'Members to follow' list them. */
export function SuggestionsSection() {
  const [items, setItems] = useState(samples);
  const toggle = (id: string) =>
    setItems((current) =>
      current.map((item) =>
        item.id === id ? withSuggestionFollowing(item, !item.isFollowing) : item,
      ),
    );
  return (
    <StyleSection
      id="suggestions"
      title="Members to follow"
      description="A new member’s feed suggests fans to follow, each with why (the park they share, posts this week, many followers) and a one-click Follow that changes at once."
    >
      <Specimen title="Suggested members" className="py-1 sm:py-2">
        <ul aria-label="Example suggestions" className="grid divide-y">
          {items.map((item) => (
            <li key={item.id}>
              <SuggestionItem
                suggestion={item}
                isPending={false}
                onToggle={() => toggle(item.id)}
              />
            </li>
          ))}
        </ul>
      </Specimen>
    </StyleSection>
  );
}
