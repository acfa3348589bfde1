import { randomUUID } from 'node:crypto';
import { startFakeServer, type FakeRequest, type FakeServer } from './http-server';

// A fake HubSpot CRM v3 (the real wire shapes of developers.hubspot.com's contacts, notes and
// search references): `Authorization: Bearer <private app token>`; objects answered as
// `{ id, properties, createdAt, updatedAt, archived }`; errors as `{ status: "error", message,
// correlationId, category }`; a 429 as HubSpot's rate limit (`errorType: "RATE_LIMIT"`).
//   POST  /crm/v3/objects/contacts/search   filterGroups[].filters[] { propertyName, operator: EQ, value }
//   GET   /crm/v3/objects/contacts/{id}
//   PATCH /crm/v3/objects/contacts/{id}      { properties }
//   POST  /crm/v3/objects/notes              { properties: { hs_timestamp*, hs_note_body }, associations:
//                                             [{ to: { id }, types: [{ associationCategory, associationTypeId }] }] }
// Tests make it refuse the next requests to a route (`refuseNext`) and read what it holds.

export interface FakeNote {
  id: string;
  body: string;
  timestamp: string;
  contactIds: string[];
}

export interface FakeHubspot {
  baseUrl: string;
  token: string;
  server: FakeServer;
  /** Adds a contact; answers its id. */
  addContact(email: string, id?: string): string;
  contactProperties(id: string): Record<string, string> | undefined;
  notes: FakeNote[];
  /** The next `count` requests whose "METHOD path" matches `route` are refused with `status`. */
  refuseNext(route: RegExp, status: 429 | 500 | 502 | 400, count?: number): void;
  close(): Promise<void>;
}

const iso = () => new Date().toISOString();
const error = (status: number, category: string, message: string) => ({
  status,
  body: { status: 'error', message, correlationId: randomUUID(), category },
});

export async function startFakeHubspot(opts: { token?: string } = {}): Promise<FakeHubspot> {
  const token = opts.token ?? 'pat-na1-fake-hubspot-token';
  const contacts = new Map<string, { properties: Record<string, string>; createdAt: string; updatedAt: string }>();
  const notes: FakeNote[] = [];
  const refusals: Array<{ route: RegExp; status: number; left: number }> = [];
  let nextId = 5001;

  const view = (id: string) => {
    const c = contacts.get(id)!;
    return {
      id,
      properties: { ...c.properties, hs_object_id: id },
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
      archived: false,
    };
  };
  const body = (req: FakeRequest) => (req.raw ? (JSON.parse(req.raw) as Record<string, unknown>) : {});
  /** Auth, then any refusal a test asked for; null lets the route answer. */
  const guard = (req: FakeRequest) => {
    if (req.headers.authorization !== `Bearer ${token}`)
      return error(
        401,
        'INVALID_AUTHENTICATION',
        'Authentication credentials not found. This API supports OAuth 2.0 authentication.',
      );
    const refusal = refusals.find((r) => r.left > 0 && r.route.test(`${req.method} ${req.path}`));
    if (!refusal) return null;
    refusal.left--;
    if (refusal.status === 429)
      return {
        status: 429,
        body: {
          status: 'error',
          message: 'You have reached your secondly limit.',
          errorType: 'RATE_LIMIT',
          correlationId: randomUUID(),
          policyName: 'SECONDLY',
        },
        headers: { 'retry-after': '1' },
      };
    return error(refusal.status, refusal.status === 400 ? 'VALIDATION_ERROR' : 'INTERNAL_ERROR', 'Refused by the test');
  };

  const server = await startFakeServer([
    [
      'POST',
      '/crm/v3/objects/contacts/search',
      (req) => {
        const stop = guard(req);
        if (stop) return stop;
        const groups = (body(req).filterGroups ?? []) as Array<{
          filters: Array<{ propertyName: string; operator: string; value?: string }>;
        }>;
        const matches = [...contacts.keys()].filter((id) =>
          groups.some((g) =>
            g.filters.every(
              (f) =>
                f.operator === 'EQ' &&
                (contacts.get(id)!.properties[f.propertyName] ?? '').toLowerCase() === String(f.value).toLowerCase(),
            ),
          ),
        );
        return { status: 200, body: { total: matches.length, results: matches.map(view) } };
      },
    ],
    [
      'GET',
      '/crm/v3/objects/contacts/:id',
      (req) =>
        guard(req) ??
        (contacts.has(req.params.id)
          ? { status: 200, body: view(req.params.id) }
          : error(404, 'OBJECT_NOT_FOUND', 'resource not found')),
    ],
    [
      'PATCH',
      '/crm/v3/objects/contacts/:id',
      (req) => {
        const stop = guard(req);
        if (stop) return stop;
        const c = contacts.get(req.params.id);
        if (!c) return error(404, 'OBJECT_NOT_FOUND', 'resource not found');
        Object.assign(c.properties, body(req).properties as Record<string, string>);
        c.updatedAt = iso();
        return { status: 200, body: view(req.params.id) };
      },
    ],
    [
      'POST',
      '/crm/v3/objects/notes',
      (req) => {
        const stop = guard(req);
        if (stop) return stop;
        const b = body(req) as {
          properties?: Record<string, string>;
          associations?: Array<{
            to: { id: string };
            types: Array<{ associationCategory: string; associationTypeId: number }>;
          }>;
        };
        if (!b.properties?.hs_timestamp)
          return error(400, 'VALIDATION_ERROR', 'Property values were not valid: hs_timestamp is required');
        const to: string[] = [];
        for (const a of b.associations ?? []) {
          const type = a.types?.[0];
          if (!type || type.associationCategory !== 'HUBSPOT_DEFINED' || type.associationTypeId !== 202)
            return error(400, 'VALIDATION_ERROR', 'Only note → contact associations (HUBSPOT_DEFINED 202) are faked');
          if (!contacts.has(a.to.id)) return error(400, 'VALIDATION_ERROR', `No contact ${a.to.id} to associate`);
          to.push(a.to.id);
        }
        const note: FakeNote = {
          id: String(nextId++),
          body: b.properties.hs_note_body ?? '',
          timestamp: b.properties.hs_timestamp,
          contactIds: to,
        };
        notes.push(note);
        const at = iso();
        return {
          status: 201,
          body: {
            id: note.id,
            properties: { ...b.properties, hs_object_id: note.id, hs_createdate: at, hs_lastmodifieddate: at },
            createdAt: at,
            updatedAt: at,
            archived: false,
          },
        };
      },
    ],
  ]);

  return {
    baseUrl: server.url,
    token,
    server,
    notes,
    addContact(email, id = String(nextId++)) {
      const at = iso();
      contacts.set(id, { properties: { email }, createdAt: at, updatedAt: at });
      return id;
    },
    contactProperties: (id) => contacts.get(id)?.properties,
    refuseNext(route, status, count = 1) {
      refusals.push({ route, status, left: count });
    },
    close: () => server.close(),
  };
}
