import type { TImportStatus } from '@common/campaigns/import-status';

export { ZImportId, ZImportStatus, type TImportStatus } from '@common/campaigns/import-status';

// Imports run at most IMPORT_CONCURRENCY at a time in a process: each holds 100k leads in memory
// while it writes. The rest wait in line: their upload is not read (the socket's backpressure holds
// it), and the Upload tab polls their place. The line itself is this process's; what it shows is
// written to the import's row (campaign_imports), so a poll answered by any process sees it.

/** Saves part of an import's status (its row is created by the first save). */
export type ImportStatusWriter = (id: string, patch: Partial<TImportStatus>) => Promise<void>;

/** Rows read are saved at most this often while a file is read. */
const READ_EVERY_MS = 500;

export class ImportLine {
  private readonly running = new Set<string>();
  private readonly waiting: Array<{ id: string; start: () => void }> = [];
  /** Each import's saves, one after another, so a late one never overwrites a newer one. */
  private readonly saves = new Map<string, Promise<void>>();
  private readonly readSavedAt = new Map<string, number>();
  /** The latest count held back by the throttle, saved when its turn comes (a stalled upload still shows it). */
  private readonly readLater = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly max: number,
    private readonly write: ImportStatusWriter,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  /** Resolves when the import may start; call the returned function when it has finished. */
  async enter(id: string): Promise<(ok: boolean) => void> {
    if (this.running.size >= this.max) {
      const started = new Promise<void>((start) => this.waiting.push({ id, start }));
      this.save(id, { state: 'waiting', position: this.waiting.length, read: 0, written: 0, total: 0 });
      await started;
    }
    this.running.add(id);
    this.save(id, { state: 'reading', position: null, read: 0, written: 0, total: 0 });
    let left = false;
    return (ok: boolean) => {
      if (left) return;
      left = true;
      this.running.delete(id);
      this.readSavedAt.delete(id);
      clearTimeout(this.readLater.get(id));
      this.readLater.delete(id);
      this.save(id, { state: ok ? 'done' : 'failed' });
      void this.settled(id).then(() => this.saves.delete(id));
      this.waiting.shift()?.start();
      this.waiting.forEach((w, i) => this.save(w.id, { position: i + 1 }));
    };
  }

  /** Rows read so far (saved every READ_EVERY_MS, which also shows the import is alive; `last`: always). */
  reading(id: string, read: number, last = false): void {
    const now = Date.now();
    const wait = READ_EVERY_MS - (now - (this.readSavedAt.get(id) ?? 0));
    clearTimeout(this.readLater.get(id));
    this.readLater.delete(id);
    if (!last && wait > 0) {
      const timer = setTimeout(() => this.reading(id, read, true), wait);
      timer.unref();
      this.readLater.set(id, timer);
      return;
    }
    this.readSavedAt.set(id, now);
    this.save(id, { read });
  }

  /** Resolves when every save asked for so far has been made (before the writer takes over the row). */
  settled(id: string): Promise<void> {
    return this.saves.get(id) ?? Promise.resolve();
  }

  private save(id: string, patch: Partial<TImportStatus>): void {
    const next = this.settled(id)
      .then(() => this.write(id, patch))
      .catch(this.onError);
    this.saves.set(id, next);
  }
}
