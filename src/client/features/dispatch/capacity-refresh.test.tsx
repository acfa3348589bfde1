// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup } from '@testing-library/react';
import { fetchByPath, json, renderClient } from '../../../../tests/support/render-client';
import { useCallCapacity } from './use-dispatch';

// Spec A§7/§9: the call capacity is refreshed every 30 s (and nothing else polls by default).

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Capacity() {
  const q = useCallCapacity();
  return <p>{q.data ? `${q.data.dailyUsage} today` : 'loading'}</p>;
}

describe('call capacity refresh', () => {
  it('asks again after 30 s, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const f = fetchByPath({
      '/api/admin/call-capacity': () =>
        json({
          dailyUsage: 3,
          hourlyUsage: 3,
          concurrentCalls: 0,
          limits: { daily: 2000, hourly: 1000, concurrent: 50 },
          canMakeCall: true,
        }),
    });
    vi.stubGlobal('fetch', f.fn);
    renderClient(<Capacity />);
    const asked = () => f.calls.filter((c) => c.url === '/api/admin/call-capacity').length;
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)));
    expect(asked()).toBe(1);
    await act(async () => void (await vi.advanceTimersByTimeAsync(29_000)));
    expect(asked()).toBe(1);
    await act(async () => void (await vi.advanceTimersByTimeAsync(1_000)));
    expect(asked()).toBe(2);
    await act(async () => void (await vi.advanceTimersByTimeAsync(30_000)));
    expect(asked()).toBe(3);
  });
});
