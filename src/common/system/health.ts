import { z } from 'zod';

export const ZHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    ok: z.boolean(),
    /** False while the database's disk is full: reads work, writes fail. */
    writable: z.boolean(),
    driver: z.enum(['pglite', 'postgres']),
    latencyMs: z.number(),
  }),
  jobs: z.object({ ok: z.boolean(), error: z.string().nullable() }),
  uptimeSeconds: z.number(),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;
