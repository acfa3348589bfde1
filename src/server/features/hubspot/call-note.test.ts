import { describe, expect, it } from 'vitest';
import { mapColumns } from '@common/campaigns/csv-columns';
import { callNoteBody, callProperties, type CallForHubspot } from './call-note';

const call: CallForHubspot = {
  disposition: 'interested',
  summary: 'Wants a demo <script>alert(1)</script> & a quote',
  fields: { budget: 5000, decisionMaker: true, notes: '' },
  endReason: 'completed',
  durationSeconds: 61,
  attempt: 2,
  completedAt: new Date('2026-11-27T10:00:00Z'),
};

describe('the HubSpot note and properties of a call', () => {
  it('escapes the callee-derived text and lists the call facts and filled fields', () => {
    const body = callNoteBody(call);
    expect(body).toBe(
      '<p><strong>Callcraft call: interested</strong></p>' +
        '<p>Wants a demo &lt;script&gt;alert(1)&lt;/script&gt; &amp; a quote</p>' +
        '<p>Attempt 2, ended: completed, 61 s</p><p>budget: 5000</p><p>decisionMaker: true</p>',
    );
  });

  it('maps HUBSPOT_PROPERTIES entries to values; a source without a value writes nothing', () => {
    expect(
      callProperties(call, [
        'callcraft_disposition=disposition',
        'hs_lead_status_note=summary',
        'last_call=completedAt',
        'budget=fields.budget',
        'missing=fields.nope',
        'notes=fields.notes',
      ]),
    ).toEqual({
      callcraft_disposition: 'interested',
      hs_lead_status_note: call.summary,
      last_call: '2026-11-27T10:00:00.000Z',
      budget: '5000',
    });
  });

  it("a HubSpot export's \"Record ID\" column is the lead's HubSpot id; other CRMs' ids are not", () => {
    expect(mapColumns(['Record ID', 'Email', 'Lifecycle Stage']).hubspotRecordId).toBe(0);
    expect(mapColumns(['Email', 'Contact ID', 'Lifecycle Stage']).hubspotRecordId).toBe(1);
    expect(mapColumns(['Email', 'Contact ID']).hubspotRecordId).toBeUndefined();
    expect(mapColumns(['Email', 'Lead ID']).hubspotRecordId).toBeUndefined();
  });
});
