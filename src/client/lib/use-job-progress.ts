import { useEffect, useRef, useState } from 'react';
import { isFinished, ZJobProgress, type TJobProgress } from '@common/system/jobs';

/**
 * Follows a job's progress over GET /api/jobs/{id}/events (Server-Sent Events) until it finishes.
 * `jobId` null means no job; `onFinished` runs once with the last event.
 */
export function useJobProgress(jobId: string | null, onFinished?: (p: TJobProgress) => void): TJobProgress | null {
  const [progress, setProgress] = useState<TJobProgress | null>(null);
  // Read when the job ends, so a new callback identity does not restart the stream.
  const finishedRef = useRef(onFinished);
  finishedRef.current = onFinished;
  useEffect(() => {
    setProgress(null);
    if (!jobId) return;
    const source = new EventSource(`/api/jobs/${jobId}/events`, { withCredentials: true });
    let finished = false;
    source.addEventListener('progress', (ev) => {
      const parsed = ZJobProgress.safeParse(JSON.parse((ev as MessageEvent<string>).data));
      if (!parsed.success) return;
      setProgress(parsed.data);
      if (isFinished(parsed.data) && !finished) {
        finished = true;
        source.close();
        finishedRef.current?.(parsed.data);
      }
    });
    // The server ends the stream when the job finishes; EventSource would reconnect, so stop it.
    source.onerror = () => {
      if (finished) source.close();
    };
    return () => source.close();
  }, [jobId]);
  return progress;
}
