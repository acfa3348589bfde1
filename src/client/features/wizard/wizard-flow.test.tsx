// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fetchByPath, json, renderClient } from '../../../../tests/support/render-client';
import { Wizard } from './wizard';
import { loadAllSteps } from './step-chunks';
import { INITIAL_DRAFT } from './wizard-draft';
import { dispatchStep, getWizardState, resetWizard, setWizardState } from './wizard-store';
import { scrollToWizardForm } from './use-step-effects';

const SCRAPED = {
  businessSpecialties: 'Emergency plumbing',
  businessTone: 'Friendly, professional',
  topServices: ['Drain cleaning', 'Water heaters'],
  customerTypes: 'Homeowners',
  testimonialTraits: 'Punctual',
  source: 'direct-fetch',
  pagesAnalyzed: 3,
  cached: false,
};
const noop = () => new Response(null, { status: 204 });
const cont = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: /^Continue/ })));

// Steps 2-5 are lazy chunks: load them once up front so each test times the wizard, not the module transform.
beforeAll(loadAllSteps, 30_000);
beforeEach(() => resetWizard());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function atDetails(websiteUrl: string, scrape: () => Response | Promise<Response>) {
  const f = fetchByPath({ '/api/config': () => json({}, 404), '/api/analytics': noop, '/api/scrape-website': scrape });
  vi.stubGlobal('fetch', f.fn);
  setWizardState((s) => ({ ...s, step: 3, tracked: [1, 2, 3], draft: { ...INITIAL_DRAFT, name: 'Ava', websiteUrl } }));
  return f;
}

describe('step 3: the website analysis', () => {
  it("runs on entering the step: 'Analyzing your website...' then 'Website Parsed!' with the four fields", async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const f = atDetails('https://riverside.test', async () => {
      await held;
      return json(SCRAPED);
    });
    renderClient(<Wizard />);
    expect(await screen.findByText('Analyzing your website...')).toBeTruthy();
    release();
    expect(await screen.findByText('Website Parsed!')).toBeTruthy();
    expect(screen.getByTestId('scraped-businessSpecialties').textContent).toBe('Emergency plumbing');
    expect(screen.getByTestId('scraped-businessTone').textContent).toBe('Friendly, professional');
    // Lists are joined with ", " (spec §3).
    expect(screen.getByTestId('scraped-topServices').textContent).toBe('Drain cleaning, Water heaters');
    expect(screen.getByTestId('scraped-customerTypes').textContent).toBe('Homeowners');
    const scrape = f.calls.find((c) => c.url.startsWith('/api/scrape-website'))!;
    expect(scrape.url).toMatch(/^\/api\/scrape-website\?url=https%3A%2F%2Friverside\.test&t=\d+$/);
    expect(getWizardState().scraped).toBe(true);
  });

  it('is not run again once scraped, nor without an address', async () => {
    const f = atDetails('https://riverside.test', () => json(SCRAPED));
    setWizardState((s) => ({
      ...s,
      scraped: true,
      scrape: { status: 'done' },
      draft: { ...s.draft, scrapedData: { ...SCRAPED, topServices: 'Drains' } },
    }));
    renderClient(<Wizard />);
    expect(await screen.findByText('Website Parsed!')).toBeTruthy();
    cleanup();
    resetWizard();
    atDetails('', () => json(SCRAPED));
    renderClient(<Wizard />);
    expect(screen.queryByTestId('website-analysis')).toBeNull();
    expect(f.calls.some((c) => c.url.startsWith('/api/scrape-website'))).toBe(false);
  });

  it('a failure shows the wizard sentence of spec §8', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    atDetails('http://unreachable.test', () =>
      json({ error: 'Failed to scrape website: the site refused the connection.' }, 422, 'Unprocessable Entity'),
    );
    renderClient(<Wizard />);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Failed to scrape website. Please ensure the URL is correct and try again.',
      ),
    );
    expect(String(error.mock.calls[0][0])).toContain('Failed to scrape website: Unprocessable Entity');
    expect(getWizardState().scraped).toBe(false);
  });
});

describe('moving between steps', () => {
  it('Continue and Back keep the values, track each step once and scroll to the form after 50 ms', async () => {
    const f = fetchByPath({ '/api/config': () => json({}, 404), '/api/analytics': noop });
    vi.stubGlobal('fetch', f.fn);
    const scroll = vi.fn();
    window.HTMLElement.prototype.scrollIntoView = scroll;
    renderClient(<Wizard />);
    expect(screen.getByRole('region', { name: 'Agent builder' }).dataset).toMatchObject({
      step: '1',
      first: 'true',
      last: 'false',
    });
    await cont();
    await screen.findByText('Voice & Personality');
    await waitFor(() => expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' }));
    expect(scroll.mock.instances[0]).toBe(document.getElementById('wizard-form'));

    fireEvent.change(screen.getByLabelText('Agent name'), { target: { value: 'Ava' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: /Back/ })));
    await screen.findByText('Business Profile');
    await cont();
    expect(((await screen.findByLabelText('Agent name')) as HTMLInputElement).value).toBe('Ava');
    const steps = f.calls
      .filter((c) => c.url === '/api/analytics/wizard-step')
      .map((c) => JSON.parse(String(c.init?.body)).step);
    expect(steps).toEqual([1, 2]);
    // Completed steps carry a check mark and can be revisited from the progress bar.
    await act(
      async () => void fireEvent.click(screen.getByRole('button', { name: 'Go back to step 1: Basics (completed)' })),
    );
    expect(await screen.findByText('Business Profile')).toBeTruthy();
  });

  it('the scroll waits 50 ms after the step change, and the first render does not scroll', async () => {
    vi.stubGlobal('fetch', fetchByPath({ '/api/config': () => json({}, 404), '/api/analytics': noop }).fn);
    const scroll = vi.fn();
    window.HTMLElement.prototype.scrollIntoView = scroll;
    vi.useFakeTimers();
    renderClient(<Wizard />);
    act(() => vi.advanceTimersByTime(500));
    expect(scroll).not.toHaveBeenCalled();
    act(() => dispatchStep({ type: 'next' }));
    act(() => vi.advanceTimersByTime(49));
    expect(scroll).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scroll).toHaveBeenCalledOnce();
  });

  it('without the form section the page scrolls to 150 px', () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    scrollToWizardForm();
    expect(scrollTo).toHaveBeenCalledWith({ top: 150, behavior: 'smooth' });
  });
});

describe('scrape retries', () => {
  it('a failed analysis runs again when the visitor comes back to step 3', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answers = [() => json({ error: 'refused' }, 422, 'Unprocessable Entity'), () => json(SCRAPED)];
    const f = atDetails('https://flaky.test', () => answers.shift()!());
    renderClient(<Wizard />);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Failed to scrape website. Please ensure the URL is correct and try again.',
      ),
    );
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: /Back/ })));
    await screen.findByText('Voice & Personality');
    await cont();
    expect(await screen.findByText('Website Parsed!')).toBeTruthy();
    expect(f.calls.filter((c) => c.url.startsWith('/api/scrape-website'))).toHaveLength(2);
  });
});
