/**
 * CRM: where a finished campaign call is written back (features/hubspot). HubSpot when
 * HUBSPOT_ACCESS_TOKEN is set (hubspot.ts, tested against tests/fakes/hubspot.ts); otherwise the
 * labelled Sandbox, which writes nothing anywhere: the delivery log keeps what would have been sent.
 */
export type CrmProvider = { mode: 'sandbox'; adapter: 'sandbox' } | HubspotCrm;

export interface HubspotCrm {
  mode: 'live';
  adapter: 'hubspot';
  /** The contact with this id, or null when HubSpot has none (deleted, merged away). */
  contactExists(contactId: string): Promise<boolean>;
  /** The id of the contact with this email, or null. */
  findContactByEmail(email: string): Promise<string | null>;
  /** A note on the contact's timeline; answers the note's id. */
  createNote(input: { contactId: string; body: string; timestamp: string }): Promise<string>;
  updateContact(contactId: string, properties: Record<string, string>): Promise<void>;
}

/** A refusal or failure by the CRM; `retryable` for 429, 5xx and no answer, not for other 4xx. */
export class CrmError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}
