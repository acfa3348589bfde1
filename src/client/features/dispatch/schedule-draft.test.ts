import { describe, expect, it } from 'vitest';
import { fromScheduleDraft, toLocalInput, toScheduleDraft } from './schedule-draft';

describe('schedule form draft', () => {
  it('round-trips a saved schedule, the start in local time', () => {
    const saved = { startAt: '2026-12-01T15:30:00.000Z', days: [1, 3], start: '10:00', end: '16:00', callsPerDay: 40 };
    const d = toScheduleDraft(saved);
    expect(d.startLocal).toBe(toLocalInput(new Date(saved.startAt)));
    expect(fromScheduleDraft(d)).toEqual({ ok: true, schedule: saved });
  });

  it('reads blanks as "when dispatched" and "no pace"', () => {
    const d = { ...toScheduleDraft(null), startLocal: ' ', callsPerDay: '' };
    expect(fromScheduleDraft(d)).toMatchObject({ ok: true, schedule: { startAt: null, callsPerDay: null } });
  });

  it('says what is wrong in the words the server uses', () => {
    const d = toScheduleDraft(null);
    expect(fromScheduleDraft({ ...d, callsPerDay: '12 a day' })).toEqual({
      ok: false,
      error: 'Calls per day must be a whole number',
    });
    expect(fromScheduleDraft({ ...d, days: [] })).toEqual({ ok: false, error: 'Choose at least one day' });
    expect(fromScheduleDraft({ ...d, start: '18:00' })).toEqual({
      ok: false,
      error: 'Calling hours must end after they start',
    });
  });
});
