import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHubspotCrm } from '../../src/server/providers/crm/hubspot';
import { CrmError } from '../../src/server/providers/crm/types';
import { startFakeHubspot, type FakeHubspot } from './hubspot';

// The real HubSpot adapter (@hubspot/api-client pointed at the fake by basePath) against a fake
// speaking HubSpot's CRM v3 wire format.

describe('HubSpot adapter ↔ fake HubSpot', () => {
  let fake: FakeHubspot;
  const crm = () => createHubspotCrm({ accessToken: fake.token, baseUrl: fake.baseUrl });
  beforeAll(async () => {
    fake = await startFakeHubspot();
  });
  afterAll(() => fake?.close());

  it('finds a contact by email (POST /crm/v3/objects/contacts/search, filter email EQ), any case', async () => {
    const id = fake.addContact('dana@riverside.example');
    expect(await crm().findContactByEmail('Dana@Riverside.example')).toBe(id);
    expect(await crm().findContactByEmail('nobody@riverside.example')).toBeNull();
    const sent = fake.server.log.find((r) => r.path === '/crm/v3/objects/contacts/search')!;
    expect(sent.method).toBe('POST');
    expect(sent.headers.authorization).toBe(`Bearer ${fake.token}`);
    expect(JSON.parse(sent.raw)).toMatchObject({
      filterGroups: [{ filters: [{ propertyName: 'email', operator: 'EQ', value: 'Dana@Riverside.example' }] }],
      limit: 1,
    });
  });

  it('creates a note associated to the contact (type 202, HUBSPOT_DEFINED) and updates properties by PATCH', async () => {
    const id = fake.addContact('lee@harbor.example');
    expect(await crm().contactExists(id)).toBe(true);
    expect(await crm().contactExists('999999')).toBe(false);
    const noteId = await crm().createNote({
      contactId: id,
      body: '<p>Interested</p>',
      timestamp: '2026-11-27T10:00:00.000Z',
    });
    expect(fake.notes.find((n) => n.id === noteId)).toEqual({
      id: noteId,
      body: '<p>Interested</p>',
      timestamp: '2026-11-27T10:00:00.000Z',
      contactIds: [id],
    });
    const sent = JSON.parse(fake.server.log.find((r) => r.path === '/crm/v3/objects/notes')!.raw);
    expect(sent).toEqual({
      properties: { hs_timestamp: '2026-11-27T10:00:00.000Z', hs_note_body: '<p>Interested</p>' },
      associations: [{ to: { id }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 202 }] }],
    });
    await crm().updateContact(id, { callcraft_disposition: 'interested' });
    const patch = fake.server.log.find((r) => r.method === 'PATCH')!;
    expect(patch.path).toBe(`/crm/v3/objects/contacts/${id}`);
    expect(JSON.parse(patch.raw)).toEqual({ properties: { callcraft_disposition: 'interested' } });
    expect(fake.contactProperties(id)).toMatchObject({ callcraft_disposition: 'interested' });
  });

  it('a 429 or 5xx is a retryable CrmError; a 400 or a bad token is not; the SDK does not retry by itself', async () => {
    const id = fake.addContact('sam@bay.example');
    const before = fake.server.log.length;
    fake.refuseNext(/^POST \/crm\/v3\/objects\/notes$/, 429);
    const err = await crm()
      .createNote({ contactId: id, body: 'x', timestamp: '2026-11-27T10:00:00.000Z' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CrmError);
    expect(err).toMatchObject({ status: 429, retryable: true });
    expect(fake.server.log.length - before).toBe(1);
    fake.refuseNext(/^POST \/crm\/v3\/objects\/contacts\/search$/, 502);
    await expect(crm().findContactByEmail('sam@bay.example')).rejects.toMatchObject({ status: 502, retryable: true });
    await expect(
      crm().createNote({ contactId: 'no-such', body: 'x', timestamp: '2026-11-27T10:00:00.000Z' }),
    ).rejects.toMatchObject({ status: 400, retryable: false });
    const wrong = createHubspotCrm({ accessToken: 'pat-wrong', baseUrl: fake.baseUrl });
    await expect(wrong.findContactByEmail('sam@bay.example')).rejects.toMatchObject({ status: 401, retryable: false });
  });
});
