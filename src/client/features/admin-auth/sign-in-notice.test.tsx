// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { fetchByPath, json, renderClient } from '../../../../tests/support/render-client';
import { SignInNotice } from './sign-in-notice';

// The admin sees, after signing in, the failed sign-ins for their name since the
// previous sign-in, and can dismiss the notice (the server forgets it).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SignInNotice', () => {
  it('shows the failed and slowed attempts and is dismissed through the server', async () => {
    const f = fetchByPath({ '/api/admin/session/sign-in-notice': () => new Response(null, { status: 204 }) });
    vi.stubGlobal('fetch', f.fn);
    renderClient(<SignInNotice notice={{ failedAttempts: 5, slowedAttempts: 1 }} />);
    expect(screen.getByRole('alert').textContent).toBe(
      '5 failed sign-in attempts for your account since your previous sign-in; 1 further attempt was slowed down. ' +
        'Nobody else was locked out. If these were not you, change your password.Dismiss',
    );
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Dismiss' })));
    expect(f.calls.map((c) => [c.url, c.init?.method])).toEqual([['/api/admin/session/sign-in-notice', 'DELETE']]);
    expect(screen.queryByTestId('sign-in-notice')).toBeNull();
  });

  it('says one attempt in the singular, and shows nothing when there is no notice', () => {
    const { unmount } = renderClient(<SignInNotice notice={{ failedAttempts: 1, slowedAttempts: 0 }} />);
    expect(screen.getByTestId('sign-in-notice').textContent).toContain(
      '1 failed sign-in attempt for your account since your previous sign-in. Nobody else was locked out.',
    );
    unmount();
    renderClient(<SignInNotice notice={null} />);
    expect(screen.queryByTestId('sign-in-notice')).toBeNull();
  });

  it('keeps the notice when the server could not dismiss it', async () => {
    vi.stubGlobal(
      'fetch',
      fetchByPath({ '/api/admin/session/sign-in-notice': () => json({ error: 'down' }, 500, 'Internal Server Error') })
        .fn,
    );
    renderClient(<SignInNotice notice={{ failedAttempts: 2, slowedAttempts: 0 }} />);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Dismiss' })));
    expect(screen.getByTestId('sign-in-notice').textContent).toContain('Could not dismiss the notice.');
  });
});
