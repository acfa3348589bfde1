import { MAX_PROMPT_CHARS } from '../wizard/options';
import { PROMPT_PLACEHOLDER_KEYS } from './schemas';

import { placeholderPattern } from '../text/fill-placeholders';

/** `{{name}}`, tolerant of inner spaces (`{{ name }}`) since admins type these by hand: the one syntax. */
export { placeholderPattern };

export function findPlaceholders(template: string): string[] {
  return [...new Set([...template.matchAll(placeholderPattern())].map((m) => m[1]))];
}

/**
 * Why a template can't be saved, or null. Shared by the Template tab (before Save) and the server
 * (PUT /api/admin/prompt-template), so both say the same thing.
 */
export function checkPromptTemplate(template: string): string | null {
  if (!template.trim()) return 'The template is empty';
  const used = findPlaceholders(template);
  const unknown = used.filter((k) => !(PROMPT_PLACEHOLDER_KEYS as readonly string[]).includes(k));
  if (unknown.length) {
    return `Unknown placeholders: ${unknown.map((k) => `{{${k}}}`).join(', ')}. Available: ${PROMPT_PLACEHOLDER_KEYS.map((k) => `{{${k}}}`).join(', ')}`;
  }
  if (!used.includes('name')) return "The template must contain the {{name}} placeholder (the agent's name)";
  const fixedChars = template.replace(placeholderPattern(), '').trim().length;
  if (fixedChars >= MAX_PROMPT_CHARS) {
    return `Without its placeholders the template is ${fixedChars.toLocaleString('en-US')} characters; a prompt must stay under ${MAX_PROMPT_CHARS.toLocaleString('en-US')}`;
  }
  return null;
}
