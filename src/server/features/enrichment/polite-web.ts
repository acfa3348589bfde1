import type { WebProvider } from '../../providers/web/types';

// Politeness: a batch enriches many leads at once, but never sends two requests to the same host
// at the same time (many leads of one CSV often share a site, e.g. franchise pages). The queue is
// per process and shared by every enrichment running in it.

const tails = new Map<string, Promise<unknown>>();

function hostOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return url;
  }
}

/** Runs `task` after every earlier task for the same host has settled. */
export function oneAtATime<T>(host: string, task: () => Promise<T>): Promise<T> {
  const previous = tails.get(host) ?? Promise.resolve();
  const run = previous.then(task, task);
  const tail = run.catch(() => undefined);
  tails.set(host, tail);
  void tail.then(() => {
    if (tails.get(host) === tail) tails.delete(host);
  });
  return run;
}

/** The same web provider, with each scrape queued behind the earlier ones for its host. */
export function politeWeb(web: WebProvider): WebProvider {
  return {
    mode: web.mode,
    adapter: web.adapter,
    scrape: (url) => oneAtATime(hostOf(url), () => web.scrape(url)),
  };
}
