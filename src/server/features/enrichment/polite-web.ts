import type { WebProvider } from '../../providers/web/types';

// Politeness: a batch enriches many leads at once, but never sends two requests to the same host
// at the same time (many leads of one CSV often share a site, e.g. franchise pages). The queues
// belong to the underlying provider, so every enrichment running in the process shares them.

type Tails = Map<string, Promise<unknown>>;
const queues = new WeakMap<WebProvider, Tails>();

function hostOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return url;
  }
}

/** Runs `task` after every earlier task for the same host has settled. */
export function oneAtATime<T>(tails: Tails, host: string, task: () => Promise<T>): Promise<T> {
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
  let tails = queues.get(web);
  if (!tails) queues.set(web, (tails = new Map()));
  const own = tails;
  return {
    mode: web.mode,
    adapter: web.adapter,
    scrape: (url) => oneAtATime(own, hostOf(url), () => web.scrape(url)),
  };
}
