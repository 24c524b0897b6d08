import { Link2 } from 'lucide-react';
import { useId } from 'react';
import {
  tripPagePath,
  tripVisibilities,
  tripVisibilityLabels,
  type Trip,
  type TripVisibility,
} from '../../../../common/features/trips/trips.contract';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { selectClass } from '../../../components/ui/labeled-select';
import { toast } from '../../../components/ui/use-toast';
import { copyText } from '../../groups/lib/invite-links';

const visibilityHints: Record<TripVisibility, string> = {
  private: 'Only you and your co-planners can open it.',
  unlisted:
    'Anyone with the link can read it, without heights or the names of children. It is not listed anywhere.',
  public: 'Everyone can read it as a trip report, without heights or the names of children.',
};

/** The owner's choice of who reads the trip, and its link to share when others may. */
export function TripSharing({
  trip,
  onChange,
}: {
  trip: Trip;
  onChange: (visibility: TripVisibility) => void;
}) {
  const id = useId();
  const share = async () => {
    const url = new URL(tripPagePath(trip.id), window.location.origin).toString();
    const copied = await copyText(url);
    toast(
      copied
        ? { title: 'Link copied', description: 'Anyone with the link can read this trip.' }
        : { title: 'Copy the link by hand', description: url },
    );
  };
  return (
    <div className="grid gap-2 rounded-xl border bg-card p-4 text-card-foreground">
      <Label htmlFor={id}>Who can see this trip</Label>
      <div className="flex flex-wrap gap-2">
        <select
          id={id}
          value={trip.visibility}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.value as TripVisibility)}
          className={`${selectClass} sm:w-96`}
        >
          {tripVisibilities.map((value) => (
            <option key={value} value={value}>
              {tripVisibilityLabels[value]}
            </option>
          ))}
        </select>
        {trip.visibility !== 'private' && (
          <Button type="button" variant="outline" onClick={() => void share()}>
            <Link2 aria-hidden />
            Copy link
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {visibilityHints[trip.visibility]}
      </p>
    </div>
  );
}
