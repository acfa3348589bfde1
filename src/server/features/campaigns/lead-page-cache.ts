import type { Database } from '../../db/client';
import type { Listening } from '../../db/listen';

// Issue 27: 50 people on the same 100,000-lead list. A page's answer (up to 200 leads as JSON) is
// remembered until a lead of its campaign changes, in any process. Migration 0019's triggers
// announce each changed campaign on LEAD_CHANGES at commit; this process listens. Three rules keep
// a remembered page from ever being older than what a fresh query would show:
// - before a page is looked up, the listening connection's barrier has handed over every
//   announcement of a transaction that committed before the request (db/listen.ts);
// - a page is stored only if no announcement for its campaign arrived while it was being made
//   (each scope has a generation; a page carries the generation it was made under);
// - while this process can't listen (connection down, embedded instance reopened), nothing is
//   stored or served, and the cache starts empty when listening resumes.
// Identical requests made at the same moment share one query.

export const LEAD_CHANGES = 'lead_changes';
/** The scope of GET /api/admin/leads: every campaign's leads. */
export const ALL_CAMPAIGNS = '*';
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
const MAX_COUNTS = 1000;

interface Entry {
  stamp: string;
  body: Buffer;
}

export class LeadPageCache {
  #listening: Listening | null = null;
  #live = false;
  /** Bumped by a TRUNCATE and by every change of listening state: every page is then stale. */
  #epoch = 0;
  #allGeneration = 0;
  /** Per campaign that changed since start (a few numbers a campaign; campaigns are few). */
  #generations = new Map<string, number>();
  /** In least-recently-used order: Map keeps insertion order and a hit is re-inserted. */
  #entries = new Map<string, Entry>();
  #bytes = 0;
  #inflight = new Map<string, { stamp: string; body: Promise<Buffer> }>();
  #counts = new Map<string, { stamp: string; n: number }>();
  readonly stats = { hits: 0, misses: 0, bypassed: 0 };

  constructor(private readonly maxBytes = DEFAULT_MAX_BYTES) {}

  /** Starts listening for lead changes; until it listens, every page is made afresh. */
  async attach(database: Database): Promise<void> {
    this.#listening = await database.listen(LEAD_CHANGES, {
      notify: (campaignId) => this.changed(campaignId),
      live: (live) => this.#setLive(live),
    });
  }

  async close(): Promise<void> {
    this.#setLive(false);
    await this.#listening?.close();
    this.#listening = null;
  }

  get live(): boolean {
    return this.#live && this.#listening !== null;
  }

  /** A campaign's leads changed ('*': possibly every campaign's). */
  changed(campaignId: string): void {
    if (campaignId === ALL_CAMPAIGNS) return this.#forgetAll();
    this.#generations.set(campaignId, (this.#generations.get(campaignId) ?? 0) + 1);
    this.#allGeneration += 1;
  }

  /**
   * The page `key` of `scope` (a campaign id or ALL_CAMPAIGNS): remembered, or made by `make` and
   * remembered if nothing in its scope changed meanwhile. Errors are never remembered.
   */
  async get(key: string, scope: string, make: () => Promise<Buffer>): Promise<Buffer> {
    if (!this.live) return this.#bypass(make);
    try {
      await this.#listening!.barrier();
    } catch {
      return this.#bypass(make);
    }
    if (!this.#live) return this.#bypass(make);
    const stamp = this.#stamp(scope);
    const hit = this.#entries.get(key);
    if (hit) this.#remove(key, hit);
    if (hit?.stamp === stamp) {
      this.#entries.set(key, hit);
      this.#bytes += hit.body.length;
      this.stats.hits += 1;
      return hit.body;
    }
    const flying = this.#inflight.get(key);
    if (flying?.stamp === stamp) return flying.body;
    this.stats.misses += 1;
    const flight = { stamp, body: make() };
    this.#inflight.set(key, flight);
    try {
      const body = await flight.body;
      if (this.#live && this.#stamp(scope) === stamp && body.length <= this.maxBytes / 4)
        this.#store(key, { stamp, body });
      return body;
    } finally {
      if (this.#inflight.get(key) === flight) this.#inflight.delete(key);
    }
  }

  /**
   * A campaign's lead count, remembered by the same rule as its pages: until a lead of the campaign
   * changes. Called while a page is made, so the page's barrier has already run; while not
   * listening it is counted every time.
   */
  async count(campaignId: string, make: () => Promise<number>): Promise<number> {
    if (!this.live) return make();
    const stamp = this.#stamp(campaignId);
    const hit = this.#counts.get(campaignId);
    if (hit?.stamp === stamp) return hit.n;
    const n = await make();
    if (this.#live && this.#stamp(campaignId) === stamp) {
      if (this.#counts.size >= MAX_COUNTS) this.#counts.clear();
      this.#counts.set(campaignId, { stamp, n });
    }
    return n;
  }

  #bypass(make: () => Promise<Buffer>): Promise<Buffer> {
    this.stats.bypassed += 1;
    return make();
  }

  #stamp(scope: string): string {
    const generation = scope === ALL_CAMPAIGNS ? this.#allGeneration : (this.#generations.get(scope) ?? 0);
    return `${this.#epoch}:${generation}`;
  }

  #store(key: string, entry: Entry): void {
    this.#entries.set(key, entry);
    this.#bytes += entry.body.length;
    for (const [oldKey, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#remove(oldKey, old);
    }
  }

  #remove(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.body.length;
  }

  #forgetAll(): void {
    this.#epoch += 1;
    this.#entries.clear();
    this.#counts.clear();
    this.#bytes = 0;
  }

  #setLive(live: boolean): void {
    this.#live = live;
    this.#forgetAll();
  }
}
