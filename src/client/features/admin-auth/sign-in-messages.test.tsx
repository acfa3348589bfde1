// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fetchByPath, findToast, json, renderClient } from '../../../../tests/support/render-client';
import { AdminLoginForm } from './admin-login-form';
import { EmailAuthForm } from './email-auth-form';

// Spec §8 "Login" and "Email sign-in" toasts, rendered by the real forms against a stubbed API
// (the wrong-password and sign-up toasts are in tests/e2e/admin.spec.ts). Texts are written out.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const toast = findToast;

async function signInAsAdmin(answer: () => Response | Promise<Response>) {
  const f = fetchByPath({
    '/api/config': () => json({ devCredentials: false, providers: {} }),
    '/api/auth/sign-in/username': answer,
  });
  vi.stubGlobal('fetch', f.fn);
  const view = renderClient(<AdminLoginForm />, { path: '/admin/login' });
  fireEvent.input(screen.getByLabelText('Username'), { target: { value: 'admin' } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'a-password' } });
  const button = screen.getByRole('button', { name: 'Sign In' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false), { timeout: 5000 });
  await act(async () => void fireEvent.click(button));
  return view;
}

describe('admin login (/admin/login)', () => {
  it('a server failure: "Login Error" / "An error occurred during login", destructive', async () => {
    await signInAsAdmin(() => json({ error: 'Internal server error', code: 'INTERNAL' }, 500));
    const t = await toast('Login Error');
    expect(t.textContent).toContain('An error occurred during login');
    expect(t.getAttribute('data-variant')).toBe('destructive');
  });

  it('a network failure is a "Login Error" too', async () => {
    await signInAsAdmin(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await toast('Login Error')).textContent).toContain('An error occurred during login');
  });

  it('a correct sign-in: "Login Successful" / "Welcome to the admin dashboard", then /admin', async () => {
    const { location } = await signInAsAdmin(() => json({ token: 't', user: { id: 'u' } }));
    const t = await toast('Login Successful');
    expect(t.textContent).toContain('Welcome to the admin dashboard');
    expect(location.history.at(-1)).toBe('/admin');
  });
});

describe('admin login while busy', () => {
  it('the button reads "Signing in..." and the fields are disabled until the answer comes', async () => {
    let answer!: (r: Response) => void;
    await signInAsAdmin(() => new Promise<Response>((r) => (answer = r)));
    const busy = await screen.findByRole('button', { name: 'Signing in...' }, { timeout: 5000 });
    expect(busy).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Username')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Password')).toHaveProperty('disabled', true);
    await act(async () => answer(json({ error: 'Invalid username or password', code: 'UNAUTHENTICATED' }, 401)));
    expect(await screen.findByRole('button', { name: 'Sign In' }, { timeout: 5000 })).toHaveProperty('disabled', false);
    expect(screen.getByLabelText('Username')).toHaveProperty('disabled', false);
  });
});

describe('email sign-in (/login)', () => {
  it('a sign-in with a verified address: "Success" / "Logged in successfully!", then /admin', async () => {
    let signedIn = false;
    const f = fetchByPath({
      '/api/auth/get-session': () =>
        json(signedIn ? { user: { email: 'ops@example.com', name: 'ops', emailVerified: true } } : null),
      '/api/auth/sign-in/email': () => ((signedIn = true), json({ token: 't', user: { id: 'u' } })),
    });
    vi.stubGlobal('fetch', f.fn);
    const { location } = renderClient(<EmailAuthForm />, { path: '/login' });
    await waitFor(() => expect(f.calls.some((c) => c.url === '/api/auth/get-session')).toBe(true));
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'ops@example.com' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'correct-horse-battery' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));
    const t = await toast('Success');
    expect(t.textContent).toContain('Logged in successfully!');
    expect(location.history.at(-1)).toBe('/admin');
  });

  it('while busy the button reads "Processing..."', async () => {
    let answer!: (r: Response) => void;
    const f = fetchByPath({
      '/api/auth/get-session': () => json(null),
      '/api/auth/sign-in/email': () => new Promise<Response>((r) => (answer = r)),
    });
    vi.stubGlobal('fetch', f.fn);
    renderClient(<EmailAuthForm />, { path: '/login' });
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'ops@example.com' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'correct-horse-battery' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));
    const busy = await screen.findByRole('button', { name: 'Processing...' }, { timeout: 5000 });
    expect(busy).toHaveProperty('disabled', true);
    await act(async () => answer(json({ error: 'Invalid email or password', code: 'UNAUTHENTICATED' }, 401)));
    expect((await toast('Authentication Error')).textContent).toContain('Invalid email or password');
  });
});
