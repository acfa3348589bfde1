import type { TAgentConfig } from '@common/wizard/schemas';

type Identity = Pick<
  TAgentConfig,
  | 'industry'
  | 'industryCustom'
  | 'websiteUrl'
  | 'gender'
  | 'age'
  | 'energyStyle'
  | 'toneBooster'
  | 'hometown'
  | 'name'
  | 'backstory'
>;

const norm = (v: unknown) =>
  String(v ?? '')
    .trim()
    .toLowerCase();

/**
 * What makes two configurations "the same agent" for matching a verified trial to its launch:
 * the visitor's choices, not the generated prompt (which may be regenerated or edited in between).
 */
export function agentFingerprint(c: Partial<Record<keyof Identity, unknown>>): string {
  const tones = Array.isArray(c.toneBooster) ? c.toneBooster.map(norm).sort() : [];
  const industry = norm(c.industry);
  return JSON.stringify([
    industry,
    industry === 'custom' ? norm(c.industryCustom) : '',
    norm(c.websiteUrl),
    norm(c.gender),
    norm(c.age),
    norm(c.energyStyle),
    tones,
    norm(c.hometown),
    norm(c.name),
    norm(c.backstory),
  ]);
}

interface Candidate {
  id: string;
  agentConfigId: string | null;
  agentConfig: Record<string, unknown>;
}

/** The verified trial this launch continues: same saved config id, or an unsaved config with the same choices. */
export function matchTrial(candidates: Candidate[], configId: string, config: Identity): Candidate | null {
  const byId = candidates.find((c) => c.agentConfigId === configId);
  if (byId) return byId;
  const fp = agentFingerprint(config);
  return (
    candidates.find((c) => !c.agentConfigId && agentFingerprint(c.agentConfig as Partial<Identity>) === fp) ?? null
  );
}
