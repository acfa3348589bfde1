import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/tx';
import { jobProgress } from '../db/schema';

export type JobProgressRow = typeof jobProgress.$inferSelect;

export async function insertQueued(db: DbOrTx, jobId: string, queue: string): Promise<void> {
  await db.insert(jobProgress).values({ jobId, queue }).onConflictDoNothing();
}

export async function updateProgress(
  db: DbOrTx,
  jobId: string,
  patch: Partial<Pick<JobProgressRow, 'state' | 'done' | 'total' | 'message' | 'result'>>,
): Promise<JobProgressRow | undefined> {
  const [row] = await db.update(jobProgress).set(patch).where(eq(jobProgress.jobId, jobId)).returning();
  return row;
}

export async function findProgress(db: DbOrTx, jobId: string): Promise<JobProgressRow | undefined> {
  const [row] = await db.select().from(jobProgress).where(eq(jobProgress.jobId, jobId)).limit(1);
  return row;
}
