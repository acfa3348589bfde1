import { renderVoicemailMessage, type LeadVariables } from '@common/outcomes/call-handling';
import type { DbOrTx } from '../../db/tx';
import { findSettings } from './campaign-settings.repo';

export interface VoicemailForLead {
  action: 'hangup' | 'leave_message';
  /** Filled in for the lead; empty when hanging up. */
  message: string;
}

/**
 * Reads the campaign's voicemail setting once (per batch) and answers each lead's instruction: hang
 * up (the default), or leave the campaign's message with the lead's variables filled in.
 */
export async function voicemailPicker(
  db: DbOrTx,
  campaignId: string,
): Promise<(lead: LeadVariables) => VoicemailForLead> {
  const { callHandling } = await findSettings(db, campaignId);
  const vm = callHandling?.voicemail;
  if (!vm || vm.action !== 'leave_message') return () => ({ action: 'hangup', message: '' });
  return (lead) => ({ action: 'leave_message', message: renderVoicemailMessage(vm.message, lead) });
}
