import { z } from 'zod';

export const JOB_STATES = ['queued', 'active', 'completed', 'failed'] as const;

/** One progress event of a long job, as streamed by GET /api/jobs/:id/events. */
export const ZJobProgress = z.object({
  jobId: z.string(),
  queue: z.string(),
  state: z.enum(JOB_STATES),
  done: z.number().int(),
  total: z.number().int(),
  message: z.string(),
  result: z.unknown().optional(),
});
export type TJobProgress = z.infer<typeof ZJobProgress>;

export const isFinished = (p: TJobProgress) => p.state === 'completed' || p.state === 'failed';
