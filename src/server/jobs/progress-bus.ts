import { EventEmitter } from 'node:events';
import type { TJobProgress } from '@common/system/jobs';

/**
 * In-process fan-out of job progress, so a browser watching a job that runs in this process sees
 * each step at once. Progress is also written to the database, which the SSE route polls, so jobs
 * run by a separate worker process are seen too (a little later).
 */
export class ProgressBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(p: TJobProgress): void {
    this.emitter.emit(p.jobId, p);
  }

  subscribe(jobId: string, fn: (p: TJobProgress) => void): () => void {
    this.emitter.on(jobId, fn);
    return () => this.emitter.off(jobId, fn);
  }
}
