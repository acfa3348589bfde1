import { createHash } from 'node:crypto';
import type { TExperiment, TExperimentVariant } from '@common/outcomes/schemas';
import { fillPlaceholders } from '@common/text/fill-placeholders';
import type { DbOrTx } from '../../db/tx';
import { findSettings } from './campaign-settings.repo';

// Prompt experiments: which version of the agent's instructions a campaign call uses. The split is
// by weight and decided by the lead's id (a hash), so a lead keeps its version on every retry and
// in every process, and the Results view can tie each outcome to the version that produced it.

export interface LeadForPrompt {
  id: string;
  firstName: string;
  lastName: string;
  companyName: string;
  industry: string;
}

export const BASE_VERSION = 'base';

/** A uniform number in [0, 1) from the lead id and the experiment's versions (a new split reshuffles). */
function share(leadId: string, variants: TExperimentVariant[]): number {
  const h = createHash('sha256')
    .update(`${leadId}|${variants.map((v) => v.key).join(',')}`)
    .digest();
  return h.readUInt32BE(0) / 2 ** 32;
}

export function chooseVariant(leadId: string, experiment: TExperiment): TExperimentVariant {
  const { variants } = experiment;
  if (experiment.status === 'stopped') return variants.find((v) => v.key === experiment.winner) ?? variants[0];
  const total = variants.reduce((n, v) => n + v.weight, 0);
  let x = share(leadId, variants) * total;
  for (const v of variants) {
    if (x < v.weight) return v;
    x -= v.weight;
  }
  return variants[variants.length - 1];
}

const VARS: Record<string, (l: LeadForPrompt) => string> = {
  firstName: (l) => l.firstName,
  lastName: (l) => l.lastName,
  companyName: (l) => l.companyName || 'your business',
  industry: (l) => l.industry || 'your industry',
};
export const renderLeadTemplate = (template: string, lead: LeadForPrompt) =>
  fillPlaceholders(template, Object.fromEntries(Object.entries(VARS).map(([k, f]) => [k, f(lead)])));

export type PromptPicker = (lead: LeadForPrompt, ownPrompt: string) => { prompt: string; version: string };

/** Reads the campaign's experiment once (per batch) and answers each lead's prompt and version. */
export async function promptVersionPicker(db: DbOrTx, campaignId: string): Promise<PromptPicker> {
  const { experiment } = await findSettings(db, campaignId);
  if (!experiment) return (_lead, ownPrompt) => ({ prompt: ownPrompt, version: BASE_VERSION });
  return (lead, ownPrompt) => {
    const v = chooseVariant(lead.id, experiment);
    return { prompt: v.prompt.trim() ? renderLeadTemplate(v.prompt, lead) : ownPrompt, version: v.key };
  };
}
