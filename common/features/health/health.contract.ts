import { z } from 'zod';

/**
 * `GET /healthz`: liveness plus database readiness. The database is `up` (answered in time),
 * `busy` (answering slowly: a saturated machine, a backup snapshot; still ready, 200) or `down`
 * (unreachable, or slow during an outage; 503).
 */
export const healthSchema = z.object({
  status: z.enum(['ok', 'busy', 'degraded']),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    ready: z.boolean(),
    state: z.enum(['up', 'busy', 'down']),
    latencyMs: z.number().nullable(),
  }),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
