import type { TImportStatus } from '@common/campaigns/import-status';

export { ZImportId, ZImportStatus, type TImportStatus } from '@common/campaigns/import-status';

// Imports run at most IMPORT_CONCURRENCY at a time: each holds 100k leads in memory and,
// on the embedded database, the one connection while it writes. The rest wait in line: their
// upload is not read (the socket's backpressure holds it), and the Upload tab polls their place.

interface Entry {
  status: TImportStatus;
  start?: () => void;
  at: number;
}

// Finished entries stay briefly so the client's last poll sees "done"/"failed".
const KEEP_FINISHED_MS = 60_000;

export class ImportLine {
  private readonly running = new Set<string>();
  private readonly waiting: string[] = [];
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly max: number) {}

  /** Resolves when the import may start; call the returned function when it has finished. */
  async enter(id: string): Promise<(ok: boolean) => void> {
    this.prune();
    const entry: Entry = {
      status: { state: 'waiting', position: null, read: 0, written: 0, total: 0 },
      at: Date.now(),
    };
    this.entries.set(id, entry);
    if (this.running.size >= this.max) {
      this.waiting.push(id);
      await new Promise<void>((resolve) => (entry.start = resolve));
    }
    this.running.add(id);
    entry.status = { ...entry.status, state: 'reading' };
    let left = false;
    return (ok: boolean) => {
      if (left) return;
      left = true;
      this.running.delete(id);
      entry.status = { ...entry.status, state: ok ? 'done' : 'failed' };
      entry.at = Date.now();
      const next = this.waiting.shift();
      if (next) this.entries.get(next)?.start?.();
    };
  }

  reading(id: string, read: number): void {
    const e = this.entries.get(id);
    if (e) e.status = { ...e.status, read };
  }

  progress(id: string, written: number, total: number): void {
    const e = this.entries.get(id);
    if (e) e.status = { ...e.status, state: 'writing', written, total };
  }

  status(id: string): TImportStatus | null {
    const e = this.entries.get(id);
    if (!e) return null;
    const i = this.waiting.indexOf(id);
    return { ...e.status, position: i >= 0 ? i + 1 : null };
  }

  private prune() {
    const now = Date.now();
    for (const [id, e] of this.entries)
      if ((e.status.state === 'done' || e.status.state === 'failed') && now - e.at > KEEP_FINISHED_MS)
        this.entries.delete(id);
  }
}
