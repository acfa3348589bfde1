// An audit entry as a person reads it: a sentence ("admin@… paused campaign “Spring roofing
// leads”") and the fields it changed, old → new. The entry itself (method, route, target, the
// settings before and after) stays as recorded; this is only how it is told.

export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

const FIELD_WORDS: Record<string, string> = {
  businessName: 'business name',
  personaName: 'persona name',
  personaGender: 'persona gender',
  callerId: 'caller ID',
  transferNumber: 'transfer number',
  transferHours: 'transfer hours',
  autoDispatch: 'automatic dialling',
};

/** A field's name in words: its own word, or the camelCase split. */
export const fieldWords = (field: string) =>
  FIELD_WORDS[field] ?? field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/** The fields whose value differs before and after, in the order the request named them. */
export function changedFields(changes: { before?: unknown; after?: unknown } | null): AuditChange[] {
  const before = (changes?.before ?? {}) as Record<string, unknown>;
  const after = (changes?.after ?? {}) as Record<string, unknown>;
  if (typeof before !== 'object' || typeof after !== 'object') return [];
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields
    .filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]))
    .map((field) => ({ field, before: before[field], after: after[field] }));
}

/** What the request did, for a route and its changes; null when there is no better word than the route. */
function deed(action: string, changes: AuditChange[], campaign: string): string | null {
  const [method, route] = action.split(' ');
  const status = changes.find((c) => c.field === 'status')?.after;
  const archived = changes.find((c) => c.field === 'archived')?.after;
  if (route === '/api/admin/campaigns/:id' && method === 'PATCH') {
    if (status === 'paused') return `paused ${campaign}`;
    if (status === 'active') return `started ${campaign}`;
    if (status === 'completed') return `completed ${campaign}`;
    if (archived === true) return `archived ${campaign}`;
    if (archived === false) return `unarchived ${campaign}`;
    return `changed the settings of ${campaign}`;
  }
  if (route === '/api/admin/campaigns/:id' && method === 'DELETE') return `deleted ${campaign}`;
  if (route === '/api/admin/campaigns/:id/dispatch-calls') return `started calling the leads of ${campaign}`;
  if (route === '/api/v1/campaigns/:id/auto-dispatch') return `switched automatic dialling of ${campaign}`;
  if (route === '/api/v1/campaigns/:id/leads') return `enrolled leads into ${campaign}`;
  if (route === '/api/admin/members/invitations') return 'invited a member';
  if (route?.startsWith('/api/admin/campaigns/:id/')) {
    const what = route.slice('/api/admin/campaigns/:id/'.length).replace(/[-/:]+/g, ' ');
    return `${method === 'DELETE' ? 'removed' : 'changed'} ${what} of ${campaign}`;
  }
  return null;
}

/** The sentence for an entry: who did what to which campaign, and whether it was refused. */
export function auditSentence(e: {
  actor: string;
  actorKind: 'member' | 'api-key' | 'visitor';
  action: string;
  outcome: number;
  campaignName: string | null;
  changes: AuditChange[];
}): string {
  const who = e.actorKind === 'api-key' ? `API key “${e.actor}”` : e.actor;
  const campaign = e.campaignName ? `campaign “${e.campaignName}”` : 'a campaign';
  const did = deed(e.action, e.changes, campaign) ?? e.action;
  return e.outcome >= 400 ? `${who} was refused (${e.outcome}): ${did}` : `${who} ${did}`;
}

const MAX_VALUE = 160;
const scalar = (v: unknown): string =>
  v === undefined || v === null || v === ''
    ? '—'
    : typeof v === 'string'
      ? v
      : Array.isArray(v)
        ? `${v.length} item${v.length === 1 ? '' : 's'}`
        : typeof v === 'object'
          ? '…'
          : String(v);

/**
 * A value as the log shows it: text as it is, nothing as "—", a record as its fields in words
 * ("company name: Acme; industry: Plumbing"), never raw JSON; cut at 160 characters, since the
 * whole body stays in the CSV export.
 */
export function auditValue(v: unknown): string {
  const text =
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.entries(v)
          .map(([k, x]) => `${fieldWords(k)}: ${scalar(x)}`)
          .join('; ') || '—'
      : scalar(v);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}
