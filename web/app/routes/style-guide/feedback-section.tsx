import { Camera } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Separator } from '../../../components/ui/separator';
import { Skeleton } from '../../../components/ui/skeleton';
import { Specimen, StyleSection } from './section';

const members = [
  { initials: 'MR', name: 'Maya Rivera', size: 'size-9' },
  { initials: 'JT', name: 'Jonah Tran', size: 'size-12' },
  { initials: 'AK', name: 'Ava Kim', size: 'size-16 text-lg' },
];

/** Loading skeleton, empty state, avatar and separator. */
export function FeedbackSection() {
  return (
    <StyleSection
      id="states"
      title="States, avatars and separators"
      description="Skeletons match the shape of what is loading. Empty states say what is missing and offer the first step. Avatars fall back to initials."
    >
      <div className="grid gap-6 md:grid-cols-2">
        <Specimen title="Skeleton">
          <div
            role="status"
            aria-label="Loading example"
            className="overflow-hidden rounded-xl border"
          >
            <Skeleton className="aspect-[4/3] w-full rounded-none" />
            <div className="space-y-2 p-4">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
        </Specimen>
        <Specimen title="Empty state">
          <EmptyState
            icon={Camera}
            title="No photos yet"
            description="Share a favourite moment from your last trip and it will show up here."
            action={<Button size="sm">Upload a photo</Button>}
          />
        </Specimen>
        <Specimen title="Avatar">
          <ul className="flex items-center gap-4">
            {members.map((member) => (
              <li key={member.initials}>
                <Avatar className={member.size}>
                  {/* No image source: the fallback initials show, as for members without a picture. */}
                  <AvatarImage alt={member.name} />
                  <AvatarFallback className={member.size}>
                    <span aria-hidden>{member.initials}</span>
                    <span className="sr-only">{member.name}</span>
                  </AvatarFallback>
                </Avatar>
              </li>
            ))}
          </ul>
        </Specimen>
        <Specimen title="Separator">
          <div className="space-y-3 text-sm">
            <p>Posts</p>
            <Separator />
            <div className="flex h-6 items-center gap-3">
              <span>Photos</span>
              <Separator orientation="vertical" />
              <span>Tips</span>
              <Separator orientation="vertical" />
              <span>Reviews</span>
            </div>
          </div>
        </Specimen>
      </div>
    </StyleSection>
  );
}
