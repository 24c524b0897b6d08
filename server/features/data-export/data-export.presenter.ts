import type {
  DataExport,
  DataExportStatus,
} from '../../../common/features/data-export/data-export.contract';
import type { DataExportRow } from '../../db/schema';

/** A request as its owner reads it (the failure's reason stays with the team). */
export function presentDataExport(row: DataExportRow): DataExport {
  return {
    id: row.id,
    state: row.state,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    size: row.state === 'ready' ? row.byteSize : null,
    fileName: row.state === 'ready' ? row.fileName : null,
  };
}

/** The member's latest request and when they may ask again. */
export function presentDataExportStatus(
  latest: DataExportRow | null,
  nextRequestAt: Date | null,
): DataExportStatus {
  return {
    dataExport: latest ? presentDataExport(latest) : null,
    nextRequestAt: nextRequestAt?.toISOString() ?? null,
  };
}
