import { describe, expect, it } from 'vitest';
import { ImportLine } from './import-line';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';

describe('ImportLine', () => {
  it('runs at most max imports; the rest wait in order with their position, and start as others leave', async () => {
    const line = new ImportLine(1);
    const leaveA = await line.enter(A);
    let bStarted = false;
    const b = line.enter(B).then((leave) => ((bStarted = true), leave));
    const c = line.enter(C);
    await Promise.resolve();
    expect(line.status(A)).toMatchObject({ state: 'reading', position: null });
    expect(line.status(B)).toMatchObject({ state: 'waiting', position: 1 });
    expect(line.status(C)).toMatchObject({ state: 'waiting', position: 2 });
    line.reading(A, 3000);
    expect(line.status(A)).toEqual({ state: 'reading', position: null, read: 3000, written: 0, total: 0 });
    line.progress(A, 2000, 10_000);
    expect(line.status(A)).toEqual({ state: 'writing', position: null, read: 3000, written: 2000, total: 10_000 });
    expect(bStarted).toBe(false);
    leaveA(true);
    leaveA(false); // leaving twice (success, then the finally) frees one slot only
    const leaveB = await b;
    expect(bStarted).toBe(true);
    expect(line.status(A)?.state).toBe('done');
    expect(line.status(B)).toMatchObject({ state: 'reading', position: null });
    expect(line.status(C)).toMatchObject({ state: 'waiting', position: 1 });
    leaveB(false);
    expect(line.status(B)?.state).toBe('failed');
    (await c)(true);
    expect(line.status('00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
