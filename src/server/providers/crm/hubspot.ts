import { AssociationTypes, Client } from '@hubspot/api-client';
// Types only: the SDK's enums live in CommonJS folders that Node's ESM loader can't import by
// directory, and their values are HubSpot's plain strings.
import type { AssociationSpecAssociationCategoryEnum } from '@hubspot/api-client/lib/codegen/crm/objects/notes';
import type { FilterOperatorEnum } from '@hubspot/api-client/lib/codegen/crm/contacts';
import { CrmError, type HubspotCrm } from './types';

export interface HubspotOptions {
  /** A private app's access token (scopes crm.objects.contacts.read and .write). */
  accessToken: string;
  /** https://api.hubapi.com unless pointed at a fake in tests. */
  baseUrl: string;
}

/** The SDK's ApiException carries the HTTP status as `code` and HubSpot's error body. */
function crmError(err: unknown, what: string): CrmError {
  const e = err as { code?: unknown; body?: { message?: unknown } };
  const status = typeof e.code === 'number' ? e.code : null;
  const detail = typeof e.body?.message === 'string' ? e.body.message : err instanceof Error ? err.message : '';
  const retryable = status === null || status === 429 || status >= 500;
  return new CrmError(
    `HubSpot ${what}: ${status ?? 'no answer'}${detail ? ` (${detail.slice(0, 200)})` : ''}`,
    status,
    retryable,
  );
}

/**
 * HubSpot CRM v3 through @hubspot/api-client: contact search by email
 * (POST /crm/v3/objects/contacts/search), notes (POST /crm/v3/objects/notes with hs_timestamp,
 * hs_note_body and an association to the contact, type 202 note→contact) and contact updates
 * (PATCH /crm/v3/objects/contacts/{id}). The SDK's own retries are off: the job queue retries, so
 * every attempt is in the delivery log.
 */
export function createHubspotCrm(opts: HubspotOptions): HubspotCrm {
  const client = new Client({
    accessToken: opts.accessToken,
    basePath: opts.baseUrl.replace(/\/+$/, ''),
    numberOfApiCallRetries: 0,
  });
  return {
    mode: 'live',
    adapter: 'hubspot',
    async contactExists(contactId) {
      try {
        await client.crm.contacts.basicApi.getById(contactId, ['email']);
        return true;
      } catch (err) {
        if ((err as { code?: unknown }).code === 404) return false;
        throw crmError(err, 'contact read');
      }
    },
    async findContactByEmail(email) {
      try {
        const found = await client.crm.contacts.searchApi.doSearch({
          filterGroups: [{ filters: [{ propertyName: 'email', operator: 'EQ' as FilterOperatorEnum, value: email }] }],
          properties: ['email'],
          limit: 1,
        });
        return found.results[0]?.id ?? null;
      } catch (err) {
        throw crmError(err, 'contact search');
      }
    },
    async createNote({ contactId, body, timestamp }) {
      try {
        const note = await client.crm.objects.notes.basicApi.create({
          properties: { hs_timestamp: timestamp, hs_note_body: body },
          associations: [
            {
              to: { id: contactId },
              types: [
                {
                  associationCategory: 'HUBSPOT_DEFINED' as AssociationSpecAssociationCategoryEnum,
                  associationTypeId: AssociationTypes.noteToContact,
                },
              ],
            },
          ],
        });
        return note.id;
      } catch (err) {
        throw crmError(err, 'note');
      }
    },
    async updateContact(contactId, properties) {
      try {
        await client.crm.contacts.basicApi.update(contactId, { properties });
      } catch (err) {
        throw crmError(err, 'contact update');
      }
    },
  };
}
