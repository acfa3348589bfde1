import type { TAgentConfig } from './schemas';
import { MSG } from './messages';

/**
 * Spec §5, prompt generation: every missing item is listed after 'Configuration incomplete: '.
 * Returns null when the configuration is complete.
 */
export function checkPromptConfig(
  c: Pick<TAgentConfig, 'industry' | 'gender' | 'age' | 'energyStyle' | 'name' | 'toneBooster' | 'hometown'>,
): string | null {
  const problems: string[] = [];
  if (!c.industry.trim()) problems.push(MSG.promptIndustry);
  if (!c.gender.trim()) problems.push(MSG.promptGender);
  if (!c.age.trim()) problems.push(MSG.promptAge);
  if (!c.energyStyle.trim()) problems.push(MSG.promptEnergy);
  if (!c.name.trim()) problems.push(MSG.nameRequired);
  if (c.toneBooster.filter((t) => t.trim()).length === 0) problems.push(MSG.promptTone);
  if (!c.hometown.trim()) problems.push(MSG.promptHometown);
  return problems.length ? MSG.configIncompletePrefix + problems.join(', ') : null;
}

/** The lower-level check (spec §5): names the empty fields among industry, gender, age, energyStyle. */
export function checkRequiredFields(
  c: Pick<TAgentConfig, 'industry' | 'gender' | 'age' | 'energyStyle'>,
): string | null {
  const missing = (['industry', 'gender', 'age', 'energyStyle'] as const).filter((k) => !c[k].trim());
  return missing.length ? MSG.missingFieldsPrefix + missing.join(', ') : null;
}
