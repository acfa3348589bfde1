import { describe, expect, it } from 'vitest';
import { ZCampaignProfile, type TCampaignProfile } from '@common/campaign-settings/schemas';
import { fromDraft, toDraft } from './settings-draft';

const saved: TCampaignProfile = {
  businessName: 'Northwind Dev',
  purpose: 'Qualify.',
  script: '1. Greet.',
  personaName: 'Max',
  personaGender: 'male',
  voice: 'sandbox-mason',
  callerId: null,
  transferNumber: '+12125550101',
  transferHours: { start: '09:00', end: '17:00', timeZone: 'America/New_York' },
  availability: null,
};

describe('settings form draft', () => {
  it('round-trips the saved settings, blanks becoming null', () => {
    expect(ZCampaignProfile.parse(fromDraft(toDraft(saved)))).toEqual(saved);
    const cleared = {
      ...toDraft(saved),
      transferNumber: ' ',
      transferStart: '',
      transferEnd: '',
      transferTimeZone: '',
    };
    expect(fromDraft(cleared)).toMatchObject({ transferNumber: null, transferHours: null });
  });

  it('half-filled hours reach the shared schema and are refused there', () => {
    const r = ZCampaignProfile.safeParse(fromDraft({ ...toDraft(saved), transferEnd: '' }));
    expect(r.success).toBe(false);
  });
});
