import { Users } from 'lucide-react';
import { CoverPhoto, type CoverPhotoProps } from '../../../components/cover-photo';

/** A group's cover photo, or a band with a people icon when it has none. */
export function GroupCover(props: CoverPhotoProps) {
  return <CoverPhoto {...props} fallbackIcon={Users} />;
}
