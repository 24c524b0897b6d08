import { CalendarPlus, Copy, Loader2, Power, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { ConfirmDialog } from '../../groups/components/confirm-dialog';
import { copyText } from '../../groups/lib/invite-links';
import { notifyError } from '../../posts/lib/notify';
import { useCalendarFeedMutations } from '../api/event-mutations';
import { useCalendarFeed } from '../api/get-events';

/**
 * 'Subscribe to your calendar': the member's private link to a feed of the events they are going
 * to (`/api/calendar/feed`). Turn it on, copy it, open it in the phone's calendar (webcal), reset
 * it (the old link stops working) or turn it off. Loaded when the member opens the panel.
 */
export function CalendarFeedPanel({ viewerId }: { viewerId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  const feed = useCalendarFeed(viewerId, isOpen);
  const { reset, turnOff } = useCalendarFeedMutations(viewerId);
  const [confirm, setConfirm] = useState<'reset' | 'off' | null>(null);
  const url = feed.data?.url ?? null;

  const copy = async () => {
    if (!url) return;
    const copied = await copyText(url);
    toast(
      copied
        ? { title: 'Link copied', description: 'Paste it into your calendar app to subscribe.' }
        : { title: 'Copy the link by hand', description: 'Your browser did not allow copying.' },
    );
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
            <CalendarPlus aria-hidden className="size-5 text-primary" />
            Subscribe to your calendar
          </h2>
          <p className="max-w-xl text-sm text-muted-foreground">
            A private link to the events you are going to. Your phone’s calendar keeps them up to
            date, moves included.
          </p>
        </div>
        {!isOpen && (
          <Button type="button" variant="outline" onClick={() => setIsOpen(true)}>
            Show my calendar link
          </Button>
        )}
      </div>
      {isOpen && (
        <div className="grid gap-3" aria-busy={feed.isPending || undefined}>
          {feed.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Loader2 aria-hidden className="size-4 animate-spin" />
              Loading your calendar link…
            </p>
          ) : feed.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {feed.error.message}{' '}
              <Button type="button" variant="link" onClick={() => void feed.refetch()}>
                Try again
              </Button>
            </p>
          ) : url ? (
            <>
              <label htmlFor={`${id}-url`} className="text-sm font-medium">
                Your private calendar link
              </label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input
                  id={`${id}-url`}
                  readOnly
                  value={url}
                  onFocus={(event) => event.target.select()}
                  aria-describedby={`${id}-private`}
                />
                <Button type="button" variant="outline" onClick={() => void copy()}>
                  <Copy aria-hidden />
                  Copy link
                </Button>
              </div>
              <p id={`${id}-private`} className="text-xs text-muted-foreground">
                Anyone with this link sees the events you are going to. Reset it if you shared it by
                mistake.
              </p>
              <div className="flex flex-wrap gap-2">
                {feed.data?.webcalUrl && (
                  <Button asChild>
                    <a href={feed.data.webcalUrl}>
                      <CalendarPlus aria-hidden />
                      Open in calendar
                    </a>
                  </Button>
                )}
                <Button type="button" variant="outline" onClick={() => setConfirm('reset')}>
                  <RefreshCw aria-hidden />
                  Reset link
                </Button>
                <Button type="button" variant="ghost" onClick={() => setConfirm('off')}>
                  <Power aria-hidden />
                  Turn off
                </Button>
              </div>
            </>
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-muted-foreground">Your calendar link is off.</p>
              <Button
                type="button"
                onClick={() =>
                  reset.mutate(undefined, {
                    onSuccess: () => toast({ title: 'Calendar link ready' }),
                    onError: notifyError,
                  })
                }
                disabled={reset.isPending}
              >
                {reset.isPending && <Loader2 aria-hidden className="animate-spin" />}
                Turn on my calendar link
              </Button>
            </div>
          )}
        </div>
      )}
      <ConfirmDialog
        isOpen={confirm === 'reset'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Reset your calendar link?"
        description="You get a new link; the old one stops working, so calendars subscribed to it stop updating."
        confirmLabel="Reset link"
        isPending={reset.isPending}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: () => {
              setConfirm(null);
              toast({
                title: 'Calendar link reset',
                description: 'Subscribe again with the new link.',
              });
            },
            onError: notifyError,
          })
        }
      />
      <ConfirmDialog
        isOpen={confirm === 'off'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Turn off your calendar link?"
        description="The link stops working and calendars subscribed to it stop updating. You can turn on a new one later."
        confirmLabel="Turn off"
        isDestructive
        isPending={turnOff.isPending}
        onConfirm={() =>
          turnOff.mutate(undefined, {
            onSuccess: () => {
              setConfirm(null);
              toast({ title: 'Calendar link turned off' });
            },
            onError: notifyError,
          })
        }
      />
    </section>
  );
}
