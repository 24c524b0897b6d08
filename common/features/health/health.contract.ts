import { z } from 'zod';

/** `GET /healthz`: liveness plus database readiness. 200 when ready, 503 when not. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    ready: z.boolean(),
    latencyMs: z.number().nullable(),
  }),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
