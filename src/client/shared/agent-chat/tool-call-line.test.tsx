import { describe, expect, it } from 'vitest';
import type { TToolCallView } from '@common/conversations/schemas';
import { toolCallSummary } from './tool-call-line';

// A tool line says what the tool did, or in a test what it would have done, with times on the
// callee's clock and the zone named, and the real reason a callback moved.

const view = (name: TToolCallView['name'], result: Record<string, unknown>, test = true) =>
  ({ name, input: {}, result, test }) as TToolCallView;

describe('toolCallSummary', () => {
  it("a test booking says it would book, on the callee's and the business's clocks", () => {
    const slot = { label: 'Mon, Nov 30, 9:00 AM HST', businessLabel: 'Mon, Nov 30, 2:00 PM EST' };
    expect(toolCallSummary(view('book_meeting', { booked: true, slot, test: true }))).toBe(
      'would book Mon, Nov 30, 9:00 AM HST (Mon, Nov 30, 2:00 PM EST for the business) (nothing booked)',
    );
    expect(toolCallSummary(view('book_meeting', { booked: true, slot }, false))).toBe(
      'booked Mon, Nov 30, 9:00 AM HST (Mon, Nov 30, 2:00 PM EST for the business)',
    );
  });

  it('a callback names its time in the callee’s zone and why it moved', () => {
    expect(
      toolCallSummary(
        view('schedule_callback', { at: '2026-11-30T23:00:00Z', label: 'Mon, Nov 30, 3:00 PM PST', test: true }),
      ),
    ).toBe('would call back Mon, Nov 30, 3:00 PM PST');
    expect(
      toolCallSummary(
        view(
          'schedule_callback',
          {
            at: '2026-12-01T16:00:00Z',
            label: 'Tue, Dec 1, 8:00 AM PST',
            moved: true,
            reason: 'outside_calling_hours',
            window: '8 AM–9 PM America/Los_Angeles',
          },
          false,
        ),
      ),
    ).toBe(
      'next call Tue, Dec 1, 8:00 AM PST (moved: outside the hours the callee may be called, 8 AM–9 PM America/Los_Angeles)',
    );
    expect(toolCallSummary(view('schedule_callback', { scheduled: false, reason: 'unreadable_time' }))).toBe(
      'time not understood; asked again',
    );
  });
});
