import { CalendarDays } from 'lucide-react';
import { CoverPhoto, type CoverPhotoProps } from '../../../components/cover-photo';

/** An event's cover photo, or a band with a calendar icon when it has none. */
export function EventCover(props: CoverPhotoProps) {
  return <CoverPhoto {...props} fallbackIcon={CalendarDays} />;
}
