import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExportStatus } from '../../../../common/features/data-export/data-export.contract';
import { apiRequest } from '../../../lib/api-client';
import { downloadWithToken } from '../../../lib/download-with-token';

/** Query keys of "Download my data": the viewer's latest archive. */
export const dataExportQueryKeys = {
  all: ['data-export'] as const,
  status: (viewerId: string) => ['data-export', viewerId] as const,
};

const STATUS_PATH = '/api/me/data-export';
export const DATA_EXPORT_DOWNLOAD_PATH = '/api/me/data-export/download';

/** How often the state is read again while the archive is requested or being prepared. */
export const DATA_EXPORT_POLL_MS = 2000;

/** `GET /api/me/data-export`: the viewer's latest archive and when they may ask again. */
export function getDataExportStatus(signal?: AbortSignal): Promise<DataExportStatus> {
  return apiRequest<DataExportStatus>(STATUS_PATH, { signal });
}

/** Whether the archive is on its way (requested or being prepared). */
export function isInProgress(status: DataExportStatus | undefined): boolean {
  const state = status?.dataExport?.state;
  return state === 'pending' || state === 'building';
}

/** The viewer's latest archive, read again every 2 s while it is on its way. */
export function useDataExportStatus(viewerId: string) {
  return useQuery({
    queryKey: dataExportQueryKeys.status(viewerId),
    queryFn: ({ signal }) => getDataExportStatus(signal),
    refetchInterval: (query) => (isInProgress(query.state.data) ? DATA_EXPORT_POLL_MS : false),
  });
}

/** `POST /api/me/data-export`: asks for an archive; the answer replaces the cached state. */
export function useRequestDataExport(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<DataExportStatus>(STATUS_PATH, { method: 'POST' }),
    onSuccess: (status) => {
      queryClient.setQueryData(dataExportQueryKeys.status(viewerId), status);
    },
    // A refusal (already on its way, once a day) means the cached state is out of date.
    onError: () => queryClient.invalidateQueries({ queryKey: dataExportQueryKeys.all }),
  });
}

/** Saves the member's ready archive under `fileName` (fetched with their token). */
export function downloadDataExport(fileName: string): Promise<void> {
  return downloadWithToken(DATA_EXPORT_DOWNLOAD_PATH, fileName);
}
