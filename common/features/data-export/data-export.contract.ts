import { z } from 'zod';
import { dataExportStates } from './data-export-texts';

// The rules and texts live in a module without zod, so pages can use them without loading it.
export * from './data-export-texts';

/** A member's data archive (issue 27): where it stands, and the file once it is ready. */
export const dataExportSchema = z.object({
  id: z.uuid(),
  state: z
    .enum(dataExportStates)
    .describe(
      'pending: requested, waiting for a job; building: being written; ready: downloadable until expiresAt; failed: could not be built (ask again); expired: deleted after its days',
    ),
  requestedAt: z.string(),
  /** When it became downloadable (null before). */
  readyAt: z.string().nullable(),
  /** When the file is deleted (null until it is ready). */
  expiresAt: z.string().nullable(),
  /** The archive's size in bytes (null until it is ready). */
  size: z.number().int().nonnegative().nullable(),
  /** The name the download is saved under (null until it is ready). */
  fileName: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/**
 * `GET /api/me/data-export` and `POST /api/me/data-export`: the member's latest archive (null:
 * never asked) and when they may ask for a new one (null: now).
 */
export const dataExportStatusSchema = z.object({
  dataExport: dataExportSchema.nullable(),
  nextRequestAt: z.string().nullable(),
});
export type DataExportStatus = z.infer<typeof dataExportStatusSchema>;
