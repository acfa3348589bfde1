import { useEffect, useState } from 'react';
import type { TImportStatus } from '@common/campaigns/import-status';
import { NO_CACHE, rawRequest } from '@client/lib/api';

// A 20,000-row import takes a second or two: the first look comes early.
const FIRST_POLL_MS = 200;
const POLL_MS = 400;

/** A v4 UUID for the import; crypto.randomUUID is missing outside secure contexts (plain http). */
export function newImportId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Polls GET /api/admin/campaigns/imports/{id} while an upload runs: place in line, rows
 * read, leads saved. `null` until the server has seen the upload (a 404 until then); a failed poll
 * keeps the last answer, since the upload's own response says how it ended.
 */
export function useImportProgress(importId: string | null): TImportStatus | null {
  const [status, setStatus] = useState<TImportStatus | null>(null);
  useEffect(() => {
    setStatus(null);
    if (!importId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const res = await rawRequest('GET', `/api/admin/campaigns/imports/${importId}`, undefined, NO_CACHE);
        const next = (await res.json()) as TImportStatus;
        if (!stopped) setStatus(next);
      } catch {
        /* next poll */
      }
      if (!stopped) timer = setTimeout(() => void poll(), POLL_MS);
    };
    timer = setTimeout(() => void poll(), FIRST_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [importId]);
  return status;
}
