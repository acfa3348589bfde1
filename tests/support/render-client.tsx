import { expect } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '@client/lib/query-client';
import { Toaster } from '@client/components/ui/toaster';
import { dismissToast } from '@client/lib/use-toast';
import { TooltipProvider } from '@client/components/ui/tooltip';

// Client component tests: jsdom lacks a few browser APIs that Radix primitives call. These are
// no-op stand-ins for layout/pointer plumbing only; nothing the tests assert on depends on them.
export function installDomShims() {
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => {};
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
  (globalThis as Record<string, unknown>).ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/** Renders with the app's providers, a memory router (its `history` records navigations) and the toaster. */
export function renderClient(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  installDomShims();
  // The toast list is module state: a toast left open by the previous test would otherwise be
  // found by this one's "wait for the toast" before its own arrives.
  dismissToast();
  const location = memoryLocation({ path, record: true });
  const result = render(
    <QueryClientProvider client={createQueryClient()}>
      <TooltipProvider>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { ...result, location };
}

/** Picks an option of one of our Radix selects by keyboard, the way a keyboard user would. */
export async function chooseOption(trigger: HTMLElement, optionName: string) {
  await act(async () => {
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'Enter' });
  });
  const listbox = await screen.findByRole('listbox');
  const option = within(listbox).getByRole('option', { name: optionName });
  await act(async () => {
    option.focus();
    fireEvent.keyDown(option, { key: 'Enter' });
  });
}

/** A fetch stand-in that answers by path; unmatched paths fail the test loudly. */
export function fetchByPath(
  routes: Record<string, (init: RequestInit | undefined, url: string) => Response | Promise<Response>>,
) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fn = async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const key = Object.keys(routes).find((k) => url.startsWith(k));
    if (!key) throw new Error(`unexpected fetch ${url}`);
    return routes[key](init, url);
  };
  return { fn, calls };
}

export const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

/** The toast once it shows `title` (one toast at a time, spec §8); waits long enough for a loaded machine. */
export async function findToast(title: string): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain(title), { timeout: 5000 });
  return screen.getByTestId('toast');
}
