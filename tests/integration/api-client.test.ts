import { readFileSync } from 'node:fs';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCreatedApiKey } from '@common/api-keys/schemas';
import type { paths } from '@common/public-api/api-v1.gen';
import { API_V1_DOCUMENT, API_V1_TYPES, renderApiClient } from '../../scripts/api-client';
import { insertCampaignWithLeads } from '../support/campaign-leads';
import { send, signInAdmin } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// The typed client of /api/v1: types generated from the OpenAPI document (`npm run api:client`,
// openapi-typescript) and called through openapi-fetch, as an outside TypeScript system would.
// This file is typechecked with the rest (npm run typecheck), so a changed API breaks it; the
// first test fails while the committed document or types are older than the running API.

const PASSWORD = 'api-client-admin-pw';

describe('typed API client (openapi-typescript + openapi-fetch)', () => {
  let server: TestServer;
  let key: TCreatedApiKey;
  let campaignId: string;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
    const { jar } = await signInAdmin(server, PASSWORD);
    const res = await send(server, jar, '/api/admin/api-keys', {
      method: 'POST',
      json: { name: 'Typed client', scopes: ['leads:write', 'campaigns:read'] },
    });
    key = (await res.json()) as TCreatedApiKey;
    ({ campaignId } = await insertCampaignWithLeads(server.ctx.db, 'Typed client target', []));
  });
  afterAll(() => server?.close());

  it('the committed document and types are what `npm run api:client` generates now', async () => {
    await server.app.ready();
    const now = await renderApiClient(server.app.swagger() as never);
    expect(readFileSync(API_V1_DOCUMENT, 'utf8'), 'run `npm run api:client` and commit the result').toBe(now.document);
    expect(readFileSync(API_V1_TYPES, 'utf8'), 'run `npm run api:client` and commit the result').toBe(now.types);
    expect(Object.keys(JSON.parse(now.document).paths).every((p) => p.startsWith('/api/v1/'))).toBe(true);
  });

  it('enrols a lead through POST /api/v1/campaigns/{id}/leads, typed end to end', async () => {
    const api = createClient<paths>({ baseUrl: server.url, headers: { Authorization: `Bearer ${key.key}` } });

    const campaigns = await api.GET('/api/v1/campaigns');
    expect(campaigns.data?.items.map((c) => c.id)).toContain(campaignId);

    const { data, error, response } = await api.POST('/api/v1/campaigns/{id}/leads', {
      params: { path: { id: campaignId }, header: { 'idempotency-key': 'typed-client-1' } },
      body: { leads: [{ email: 'dana@acme.example', firstName: 'Dana', companyName: 'Acme Plumbing' }] },
    });
    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    expect(data?.counts).toEqual({ created: 1, duplicate: 0, invalid: 0, blocked: 0 });
    const first = data!.results[0];
    expect(first).toMatchObject({ index: 0, status: 'created' });

    // The types bite: a lead without its required email does not compile.
    type EnrolBody = paths['/api/v1/campaigns/{id}/leads']['post']['requestBody']['content']['application/json'];
    // @ts-expect-error email is required
    const wrong: EnrolBody = { leads: [{ firstName: 'No email' }] };
    const refused = await api.POST('/api/v1/campaigns/{id}/leads', {
      params: { path: { id: campaignId } },
      body: wrong,
    });
    expect(refused.response.status).toBe(400);
  });
});
