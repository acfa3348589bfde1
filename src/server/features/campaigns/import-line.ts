import type { Db } from '../../db/client';
import type { TImportStatus } from '@common/campaigns/import-status';
import { findImport, insertImport, updateImport, type ImportPatch } from './import-status.repo';
import { ABANDONED_AFTER_MS } from './sweep-imports';

export { ZImportId, ZImportStatus, type TImportStatus } from '@common/campaigns/import-status';

// Imports run at most IMPORT_CONCURRENCY at a time in a process: each holds 100k leads in memory
// while it writes. The rest wait in line: their upload is not read (the socket's backpressure holds
// it), and the Upload tab polls their place. Progress is written to the database (at most every
// WRITE_EVERY_MS, in order), so any process answers the poll.

const WRITE_EVERY_MS = 200;
// A waiting import's row is written this often, so the sweeper (which takes an unfinished import
// silent for ABANDONED_AFTER_MS as one whose process died) never takes a long wait in line for one.
const WAITING_BEAT_MS = ABANDONED_AFTER_MS / 5;

interface Entry {
  start?: () => void;
  pending: ImportPatch | null;
  lastWrite: number;
  timer?: NodeJS.Timeout;
  chain: Promise<void>;
}

export class ImportLine {
  private readonly running = new Set<string>();
  private readonly waiting: string[] = [];
  private readonly entries = new Map<string, Entry>();
  private beat?: NodeJS.Timeout;

  constructor(
    private readonly max: number,
    private readonly db: Db,
    private readonly onWriteError: (err: unknown) => void,
    private readonly beatMs = WAITING_BEAT_MS,
  ) {}

  /**
   * Resolves when the import may start; call the returned function when it has finished (it
   * resolves once the final state is written, so the next poll sees it).
   */
  async enter(id: string, createdBy: string | null): Promise<(ok: boolean) => Promise<void>> {
    // The place in line is taken at once, in the order the uploads arrived; the row follows.
    const entry: Entry = { pending: null, lastWrite: 0, chain: Promise.resolve() };
    this.entries.set(id, entry);
    let started: Promise<void> = Promise.resolve();
    if (this.running.size >= this.max) {
      this.waiting.push(id);
      started = new Promise<void>((resolve) => (entry.start = resolve));
      this.beatWhileWaiting();
    } else this.running.add(id);
    const position = this.waiting.indexOf(id) + 1 || null;
    // Every later write of this import's row is chained after its insert: a place in line written
    // before the row exists would be lost, and the poll would show the old place.
    const inserted = insertImport(this.db, id, createdBy, position);
    entry.chain = inserted.catch(() => undefined);
    try {
      await inserted;
    } catch (err) {
      this.drop(id);
      throw err;
    }
    await started;
    this.running.add(id);
    this.write(id, { state: 'reading', position: null }, true);
    let left = false;
    return async (ok: boolean) => {
      if (left) return;
      left = true;
      this.running.delete(id);
      this.write(id, { state: ok ? 'done' : 'failed' }, true);
      this.entries.delete(id);
      this.startNext();
      await entry.chain;
    };
  }

  /** Frees the slot or the place of an import that could not be recorded. */
  private drop(id: string): void {
    this.entries.delete(id);
    const i = this.waiting.indexOf(id);
    if (i >= 0) this.waiting.splice(i, 1);
    else this.running.delete(id);
    this.startNext();
  }

  private startNext(): void {
    while (this.running.size < this.max && this.waiting.length > 0) {
      const next = this.waiting.shift()!;
      // Counted as running now, so a newcomer can't take the slot before it wakes.
      this.running.add(next);
      this.entries.get(next)?.start?.();
    }
    this.writePlaces();
    this.beatWhileWaiting();
  }

  private writePlaces(): void {
    this.waiting.forEach((w, i) => this.write(w, { position: i + 1 }, true));
  }

  private beatWhileWaiting(): void {
    if (this.waiting.length === 0) {
      clearInterval(this.beat);
      this.beat = undefined;
    } else this.beat ??= setInterval(() => this.writePlaces(), this.beatMs).unref();
  }

  reading(id: string, read: number): void {
    this.write(id, { read });
  }

  progress(id: string, written: number, total: number): void {
    this.write(id, { state: 'writing', written, total });
  }

  status(id: string): Promise<TImportStatus | null> {
    return findImport(this.db, id);
  }

  /** Merges the patch; writes now, or once WRITE_EVERY_MS has passed since the last write. */
  private write(id: string, patch: ImportPatch, now = false): void {
    const e = this.entries.get(id);
    if (!e) return;
    e.pending = { ...e.pending, ...patch };
    const wait = now ? 0 : e.lastWrite + WRITE_EVERY_MS - Date.now();
    if (wait > 0) {
      e.timer ??= setTimeout(() => this.flush(id, e), wait);
      return;
    }
    this.flush(id, e);
  }

  private flush(id: string, e: Entry): void {
    clearTimeout(e.timer);
    e.timer = undefined;
    const patch = e.pending;
    if (!patch) return;
    e.pending = null;
    e.lastWrite = Date.now();
    e.chain = e.chain.then(() => updateImport(this.db, id, patch)).catch(this.onWriteError);
  }
}
