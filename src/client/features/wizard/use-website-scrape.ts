import { useCallback, useEffect } from 'react';
import { MSG } from '@common/wizard/messages';
import { getWizardState, setWizardState, useWizardState } from './wizard-store';
import { scrapeWebsite } from './wizard-api';

/** Analyses the current website address and stores the result; an answer for an older address is dropped. */
export async function runScrape(): Promise<void> {
  const url = getWizardState().draft.websiteUrl.trim();
  if (!url) return;
  setWizardState((s) => ({ ...s, scrape: { status: 'loading', url } }));
  try {
    const { data, meta } = await scrapeWebsite(url);
    setWizardState((s) =>
      s.draft.websiteUrl.trim() !== url
        ? s
        : { ...s, scraped: true, draft: { ...s.draft, scrapedData: data }, scrape: { status: 'done', url, meta } },
    );
  } catch (err) {
    // The request's own message ('Failed to scrape website: …') goes to the console; the visitor gets the spec's sentence.
    console.error(err);
    setWizardState((s) =>
      s.draft.websiteUrl.trim() !== url ? s : { ...s, scrape: { status: 'error', error: MSG.scrapeFailedWizard, url } },
    );
  }
}

/** Spec §4: on entering step 3 the scrape runs by itself when an address exists and has not been scraped. */
export function useWebsiteScrape() {
  const { draft, scraped, scrape } = useWizardState();
  const hasUrl = draft.websiteUrl.trim() !== '';
  useEffect(() => {
    // Reads the store directly so a double-mounted effect (StrictMode) cannot start two requests.
    const s = getWizardState();
    // A failed attempt is retried on the next visit: the address still "has not been scraped".
    if (s.draft.websiteUrl.trim() && !s.scraped && s.scrape.status !== 'loading') void runScrape();
  }, []);
  const retry = useCallback(() => void runScrape(), []);
  return { hasUrl, scraped, status: scrape.status, error: scrape.error, data: draft.scrapedData, retry };
}
