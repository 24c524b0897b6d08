import { CalendarPlus } from 'lucide-react';
import type { MouseEvent } from 'react';
import { ADD_TO_CALENDAR_LABEL } from '../../../../common/features/events/event-limits';
import type { Event } from '../../../../common/features/events/events.contract';
import { Button } from '../../../components/ui/button';
import { downloadWithToken } from '../../../lib/download-with-token';
import { notifyError } from '../../posts/lib/notify';
import { eventApiPath } from '../api/event-query-keys';

/** 'rope-drop-meet-up.ics'. */
export function calendarFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'event'}.ics`;
}

/**
 * 'Add to calendar': the event as an .ics file. A public event's is a plain download link; a
 * private group's event is fetched with the member's token (a plain link would carry none).
 */
export function AddToCalendarLink({ event }: { event: Event }) {
  const path = eventApiPath(event.id, '/calendar.ics');
  const needsToken = event.group?.visibility === 'private';
  const download = (click: MouseEvent<HTMLAnchorElement>) => {
    if (!needsToken) return;
    click.preventDefault();
    downloadWithToken(path, calendarFileName(event.title)).catch(notifyError);
  };
  return (
    <Button asChild variant="outline">
      <a href={path} download onClick={download}>
        <CalendarPlus aria-hidden />
        {ADD_TO_CALENDAR_LABEL}
      </a>
    </Button>
  );
}
