import { AlertCircle, Archive, CheckCircle2, Download, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { DataExportStatus } from '../../../../common/features/data-export/data-export.contract';
import { dataExportTexts } from '../../../../common/features/data-export/data-export-texts';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import {
  downloadDataExport,
  isInProgress,
  useDataExportStatus,
  useRequestDataExport,
} from '../api/data-export-api';
import { formatArchiveSize, formatDay, formatMoment } from '../lib/data-export-format';

/** The section's anchor, linked from the ready notification and mail. */
const SECTION_ID = 'download-my-data';

const notifyError = (error: unknown) =>
  toast({
    variant: 'destructive',
    title: 'Error',
    description:
      error instanceof Error && error.message
        ? error.message
        : 'An unexpected error occurred. Please try again.',
  });

/** Where the archive stands, in words (announced as it changes). */
function StateLine({ status }: { status: DataExportStatus }) {
  const archive = status.dataExport;
  if (!archive) return null;
  switch (archive.state) {
    case 'pending':
    case 'building':
      return (
        <p className="flex items-center gap-2 text-sm font-medium">
          <Loader2 aria-hidden className="size-4 shrink-0 animate-spin text-primary" />
          {archive.state === 'pending' ? dataExportTexts.requested : dataExportTexts.building}
        </p>
      );
    case 'ready':
      return (
        <div className="grid gap-1">
          <p className="flex items-center gap-2 text-sm font-medium">
            <CheckCircle2 aria-hidden className="size-4 shrink-0 text-primary" />
            {dataExportTexts.ready}
          </p>
          <p className="text-sm text-muted-foreground">
            {archive.size !== null && <>{formatArchiveSize(archive.size)} · </>}
            Available until {formatDay(archive.expiresAt!)}
          </p>
        </div>
      );
    case 'failed':
      return (
        <p className="flex items-center gap-2 text-sm font-medium">
          <AlertCircle aria-hidden className="size-4 shrink-0 text-destructive" />
          {dataExportTexts.failed}
        </p>
      );
    case 'expired':
      return <p className="text-sm text-muted-foreground">{dataExportTexts.expired}</p>;
  }
}

/**
 * The card's body as drawn: where the archive stands, Download when it is ready, and the
 * request button with the once-a-day rule (`DataExportSection` connects it).
 */
export function DataExportPanel({
  status,
  isRequesting,
  isDownloading,
  onRequest,
  onDownload,
}: {
  status: DataExportStatus;
  isRequesting: boolean;
  isDownloading: boolean;
  onRequest: () => void;
  onDownload: () => void;
}) {
  const archive = status.dataExport;
  const isReady = archive?.state === 'ready';
  const nextAt = status.nextRequestAt;
  // The server says when the member may ask again (null: now, as of this answer).
  const mayRequest = !isInProgress(status) && !nextAt;
  return (
    <div className="grid gap-4">
      <div role="status" aria-live="polite" className="empty:hidden">
        <StateLine status={status} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {isReady && (
          <Button
            aria-disabled={isDownloading || undefined}
            onClick={() => {
              if (!isDownloading) onDownload();
            }}
          >
            {isDownloading ? (
              <Loader2 aria-hidden className="animate-spin" />
            ) : (
              <Download aria-hidden />
            )}
            {dataExportTexts.download}
          </Button>
        )}
        {!isInProgress(status) && (
          <Button
            variant={isReady ? 'outline' : 'default'}
            aria-disabled={!mayRequest || isRequesting || undefined}
            aria-describedby="data-export-rule"
            onClick={() => {
              if (mayRequest && !isRequesting) onRequest();
            }}
          >
            {isRequesting ? (
              <Loader2 aria-hidden className="animate-spin" />
            ) : (
              <Archive aria-hidden />
            )}
            {dataExportTexts.request}
          </Button>
        )}
      </div>
      <p id="data-export-rule" className="text-sm text-muted-foreground">
        {dataExportTexts.dailyRule}
        {nextAt && !mayRequest && !isInProgress(status) && (
          <> You can ask again after {formatMoment(nextAt)}.</>
        )}
      </p>
    </div>
  );
}

/**
 * 'Download my data' in the member's settings (issue 27): what the archive holds, the request
 * button (once a day), its progress read again every 2 s while it is prepared, and Download
 * with the expiry date once it is ready.
 */
export function DataExportSection({ viewerId }: { viewerId: string }) {
  const status = useDataExportStatus(viewerId);
  const request = useRequestDataExport(viewerId);
  const [isDownloading, setIsDownloading] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const isLoaded = !!status.data;

  // The ready notification and mail link here (`#download-my-data`): bring the section into view.
  useEffect(() => {
    if (hash === `#${SECTION_ID}` && isLoaded) sectionRef.current?.scrollIntoView();
  }, [hash, isLoaded]);

  const download = (fileName: string) => {
    setIsDownloading(true);
    downloadDataExport(fileName)
      .catch(notifyError)
      .finally(() => setIsDownloading(false));
  };

  return (
    <section
      ref={sectionRef}
      id={SECTION_ID}
      aria-labelledby="your-data-heading"
      className="grid scroll-mt-24 gap-4"
    >
      <h2 id="your-data-heading" className="text-xl font-semibold">
        Your data
      </h2>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <Archive aria-hidden className="size-5 text-primary" />
            {dataExportTexts.title}
          </CardTitle>
          <CardDescription>{dataExportTexts.explanation}</CardDescription>
        </CardHeader>
        <CardContent aria-busy={status.isPending || undefined}>
          {status.data ? (
            <DataExportPanel
              status={status.data}
              isRequesting={request.isPending}
              isDownloading={isDownloading}
              onRequest={() => request.mutate(undefined, { onError: notifyError })}
              onDownload={() => download(status.data.dataExport?.fileName ?? 'my-data.tar.gz')}
            />
          ) : status.isError ? (
            <div className="flex flex-col items-start gap-2">
              <p role="alert" className="flex items-center gap-2 text-sm">
                <AlertCircle aria-hidden className="size-4 text-destructive" />
                {status.error.message}
              </p>
              <Button variant="outline" onClick={() => void status.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <div aria-hidden className="grid gap-3">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-11 w-40" />
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
