import { afterEach, describe, expect, it } from 'vitest';
import { bulkWriteStarted, noteDatabaseProgress } from './busy';
import type { Db } from './client';
import { pingDatabase } from './ping';

// Health during an embedded import: the import's open transaction holds the one
// connection, so a ping would wait behind it; the batches it lands are the answer instead.

const stuck = { execute: () => new Promise(() => {}) } as unknown as Db;
const answering = { execute: () => Promise.resolve({ rows: [] }) } as unknown as Db;
const nextTurn = () => new Promise<'waited'>((resolve) => setImmediate(() => resolve('waited')));

describe('pingDatabase', () => {
  let end: (() => void) | null = null;
  afterEach(() => end?.());

  it('answers "busy" at once while an import is open and landing batches', async () => {
    end = bulkWriteStarted();
    noteDatabaseProgress();
    expect(await Promise.race([pingDatabase(stuck), nextTurn()])).toEqual({ busy: true });
  });

  it('asks the database when no import is open', async () => {
    expect(await pingDatabase(answering)).toEqual({ busy: false });
    expect(await Promise.race([pingDatabase(stuck), nextTurn()])).toBe('waited');
  });
});
