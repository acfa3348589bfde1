import { describe, expect, it } from 'vitest';
import { ImportLine, type TImportStatus } from './import-line';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';

describe('ImportLine', () => {
  it('runs at most max imports; the rest wait in order with their position, and start as others leave', async () => {
    const rows = new Map<string, Partial<TImportStatus>>();
    const line = new ImportLine(1, async (id, patch) => void rows.set(id, { ...rows.get(id), ...patch }));
    const status = async (id: string) => (await line.settled(id), rows.get(id));
    const leaveA = await line.enter(A);
    let bStarted = false;
    const b = line.enter(B).then((leave) => ((bStarted = true), leave));
    const c = line.enter(C);
    await Promise.resolve();
    expect(await status(A)).toMatchObject({ state: 'reading', position: null });
    expect(await status(B)).toMatchObject({ state: 'waiting', position: 1 });
    expect(await status(C)).toMatchObject({ state: 'waiting', position: 2 });
    line.reading(A, 3000);
    expect(await status(A)).toEqual({ state: 'reading', position: null, read: 3000, written: 0, total: 0 });
    expect(bStarted).toBe(false);
    leaveA(true);
    leaveA(false); // leaving twice (success, then the finally) frees one slot only
    const leaveB = await b;
    expect(bStarted).toBe(true);
    expect((await status(A))?.state).toBe('done');
    expect(await status(B)).toMatchObject({ state: 'reading', position: null });
    expect(await status(C)).toMatchObject({ state: 'waiting', position: 1 });
    leaveB(false);
    expect((await status(B))?.state).toBe('failed');
    (await c)(true);
    expect((await status(C))?.state).toBe('done');
  });
});
