// The outreach lifecycle: every status a campaign, a lead's call, a dispatch run and a
// call attempt can have, and the ONE table of transitions between them. The database CHECKs the
// same lists (migration 0007), the server's state owner (src/server/features/outreach-state/)
// refuses any write this table does not allow, and docs/architecture.md's diagrams are generated
// from it (scripts/outreach-diagrams.ts prints them; states.test.ts checks they match).

/**
 * 'importing': a file's leads are being written in committed batches; the campaign is hidden from
 * every list, count and lookup until the last batch lands (then draft), and deleted if the import
 * fails or its process dies (the import sweeper).
 */
export const CAMPAIGN_STATUSES = ['importing', 'draft', 'active', 'paused', 'stopped', 'completed'] as const;
export type TCampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** The states anyone outside the import sees (the API's and the admin's enums): never 'importing'. */
export const SHOWN_CAMPAIGN_STATUSES = ['draft', 'active', 'paused', 'stopped', 'completed'] as const satisfies Exclude<
  TCampaignStatus,
  'importing'
>[];
export type TShownCampaignStatus = (typeof SHOWN_CAMPAIGN_STATUSES)[number];
/** A status read from a campaign every lookup can see (the visible-campaign predicate excludes 'importing'). */
export function shownCampaignStatus(status: TCampaignStatus): TShownCampaignStatus {
  if (status === 'importing') throw new Error('a campaign still importing is never shown');
  return status;
}

/** What the lists show of a lead's calling; the attempts themselves are `calls` rows. */
export const LEAD_CALL_STATUSES = ['pending', 'calling', 'completed', 'scheduled'] as const;
export type TLeadCallStatus = (typeof LEAD_CALL_STATUSES)[number];

/** A dispatch run: one Dispatch click's settings, worked until it finishes or is stopped. */
export const RUN_STATUSES = ['running', 'paused', 'stopped', 'finished'] as const;
export type TRunStatus = (typeof RUN_STATUSES)[number];
/** Runs that hold the campaign's one open slot (a second Dispatch is answered with it). */
export const OPEN_RUN_STATUSES: readonly TRunStatus[] = ['running', 'paused'];

/**
 * One call attempt (`calls.status`), whatever placed it. 'left-voicemail' (shown "left voicemail",
 *): a machine answered and the campaign's voicemail message was left (migration 0015).
 */
export const CALL_STATUSES = ['queued', 'in-progress', 'completed', 'failed', 'left-voicemail'] as const;
export type TCallStatus = (typeof CALL_STATUSES)[number];
/** Statuses an attempt never leaves. */
export const FINISHED_CALL_STATUSES: readonly TCallStatus[] = ['completed', 'failed', 'left-voicemail'];

export type CampaignEvent = 'import' | 'imported' | 'start' | 'dispatch' | 'pause' | 'resume' | 'stop' | 'complete';
export type LeadEvent = 'claim' | 'release' | 'retry' | 'settle' | 'book' | 'callback';
export type RunEvent = 'open' | 'pause' | 'resume' | 'stop' | 'finish';
export type CallEvent = 'answer' | 'end' | 'fail' | 'voicemail';

export interface Transition<S extends string, E extends string> {
  from: S | null; // null: the row is created in state `to`
  event: E;
  to: S;
  /** Why this edge exists (shown as the diagram's label). */
  note: string;
}

/**
 * Campaign status. A live dispatch moves the campaign; a test run never does (test mode changes
 * nothing real). Start on the card only allows dialling; Dispatch opens a run.
 */
export const CAMPAIGN_TRANSITIONS: ReadonlyArray<Transition<TCampaignStatus, CampaignEvent>> = [
  { from: null, event: 'import', to: 'importing', note: 'leads being written, hidden' },
  { from: 'importing', event: 'imported', to: 'draft', note: 'every lead written' },
  { from: 'draft', event: 'start', to: 'active', note: 'Start' },
  { from: 'draft', event: 'dispatch', to: 'active', note: 'live Dispatch' },
  { from: 'active', event: 'dispatch', to: 'active', note: 'live Dispatch' },
  { from: 'stopped', event: 'dispatch', to: 'active', note: 'live Dispatch' },
  { from: 'completed', event: 'dispatch', to: 'active', note: 'live Dispatch' },
  { from: 'stopped', event: 'start', to: 'active', note: 'Start' },
  { from: 'active', event: 'pause', to: 'paused', note: 'Pause' },
  { from: 'paused', event: 'resume', to: 'active', note: 'Resume' },
  { from: 'active', event: 'stop', to: 'stopped', note: 'Stop' },
  { from: 'paused', event: 'stop', to: 'stopped', note: 'Stop' },
  { from: 'active', event: 'complete', to: 'completed', note: 'live run done, nothing left' },
];

/** A lead's call status: only a live run's attempts move it (test attempts never do). */
export const LEAD_TRANSITIONS: ReadonlyArray<Transition<TLeadCallStatus, LeadEvent>> = [
  { from: null, event: 'claim', to: 'pending', note: 'imported' },
  { from: 'pending', event: 'claim', to: 'calling', note: 'claimed by a running live run' },
  { from: 'calling', event: 'release', to: 'pending', note: 'never dialled: paused, stopped or refused' },
  { from: 'calling', event: 'retry', to: 'pending', note: 'no-answer / busy / voicemail, retries left' },
  { from: 'calling', event: 'settle', to: 'completed', note: 'call over' },
  { from: 'completed', event: 'book', to: 'scheduled', note: 'booking created' },
  // A lead who rang the campaign's number and booked before being dialled is not dialled after.
  { from: 'pending', event: 'book', to: 'scheduled', note: 'booked on a call they made to us' },
  { from: 'scheduled', event: 'book', to: 'scheduled', note: 'meeting confirmed' },
  {
    from: 'calling',
    event: 'callback',
    to: 'calling',
    note: 'call me later, asked mid-call; the settle keeps the time',
  },
  { from: 'pending', event: 'callback', to: 'pending', note: 'call me later, next attempt at the asked time' },
  { from: 'completed', event: 'callback', to: 'pending', note: 'call me later, asked after the call settled' },
];

export const RUN_TRANSITIONS: ReadonlyArray<Transition<TRunStatus, RunEvent>> = [
  { from: null, event: 'open', to: 'running', note: 'Dispatch' },
  { from: 'running', event: 'pause', to: 'paused', note: 'Pause: no dial starts after commit' },
  { from: 'paused', event: 'resume', to: 'running', note: 'Resume: same run' },
  { from: 'running', event: 'stop', to: 'stopped', note: 'Stop' },
  { from: 'paused', event: 'stop', to: 'stopped', note: 'Stop' },
  { from: 'running', event: 'finish', to: 'finished', note: 'nothing left to call' },
];

export const CALL_TRANSITIONS: ReadonlyArray<Transition<TCallStatus, CallEvent>> = [
  { from: null, event: 'answer', to: 'queued', note: 'reserved' },
  { from: 'queued', event: 'answer', to: 'in-progress', note: 'talking' },
  { from: 'queued', event: 'end', to: 'completed', note: 'provider result' },
  { from: 'in-progress', event: 'end', to: 'completed', note: 'provider result' },
  { from: 'queued', event: 'fail', to: 'failed', note: 'refused, lost or timed out' },
  { from: 'in-progress', event: 'fail', to: 'failed', note: 'failed or timed out' },
  { from: 'queued', event: 'voicemail', to: 'left-voicemail', note: 'machine answered, message left' },
  { from: 'in-progress', event: 'voicemail', to: 'left-voicemail', note: 'machine answered, message left' },
];

/** What the lists and lead details show for a call status. */
export const CALL_STATUS_LABEL: Record<TCallStatus, string> = {
  queued: 'queued',
  'in-progress': 'in progress',
  completed: 'completed',
  failed: 'failed',
  'left-voicemail': 'left voicemail',
};

export const MACHINES = {
  campaign: { states: CAMPAIGN_STATUSES, transitions: CAMPAIGN_TRANSITIONS },
  lead: { states: LEAD_CALL_STATUSES, transitions: LEAD_TRANSITIONS },
  run: { states: RUN_STATUSES, transitions: RUN_TRANSITIONS },
  call: { states: CALL_STATUSES, transitions: CALL_TRANSITIONS },
} as const;
export type MachineName = keyof typeof MACHINES;

type StateOf<M extends MachineName> = (typeof MACHINES)[M]['states'][number];
type EventOf<M extends MachineName> = (typeof MACHINES)[M]['transitions'][number]['event'];

/** Where `event` takes a row in state `from`, or null when the table has no such edge. */
export function nextState<M extends MachineName>(machine: M, from: StateOf<M>, event: EventOf<M>): StateOf<M> | null {
  const t = (MACHINES[machine].transitions as ReadonlyArray<Transition<string, string>>).find(
    (x) => x.from === from && x.event === event,
  );
  return (t?.to as StateOf<M>) ?? null;
}

/** The states from which `event` is allowed (what a guarded UPDATE's WHERE lists). */
export function fromStates<M extends MachineName>(machine: M, event: EventOf<M>): Array<StateOf<M>> {
  return (MACHINES[machine].transitions as ReadonlyArray<Transition<string, string>>)
    .filter((x) => x.event === event && x.from !== null)
    .map((x) => x.from as StateOf<M>);
}

/** The states a row may be in to take `to` (its edges into `to`, and `to` itself: a repeated report). */
export function statesInto<M extends MachineName>(machine: M, to: StateOf<M>): Array<StateOf<M>> {
  const from = (MACHINES[machine].transitions as ReadonlyArray<Transition<string, string>>)
    .filter((x) => x.to === to && x.from !== null)
    .map((x) => x.from as StateOf<M>);
  return [...new Set([...from, to])];
}

export const canMove = <M extends MachineName>(machine: M, from: StateOf<M>, to: StateOf<M>): boolean =>
  (MACHINES[machine].transitions as ReadonlyArray<Transition<string, string>>).some(
    (x) => x.from === from && x.to === to,
  );

/** A Mermaid stateDiagram of one machine, generated from its table (docs/architecture.md). */
export function toMermaid(machine: MachineName): string {
  const lines = ['stateDiagram-v2'];
  for (const t of MACHINES[machine].transitions as ReadonlyArray<Transition<string, string>>) {
    lines.push(
      `  ${t.from === null ? '[*]' : t.from.replace('-', '_')} --> ${t.to.replace('-', '_')}: ${t.event} (${t.note})`,
    );
  }
  return lines.join('\n');
}
