import { placeholderPattern } from '@common/prompts/check-template';
import type { TPromptPlaceholder } from '@common/prompts/schemas';
import { MAX_PROMPT_CHARS } from '@common/wizard/options';
import { shortenText } from '@common/text/shorten-text';
import { fillPlaceholders } from '@common/text/fill-placeholders';

export type TemplateValues = Record<TPromptPlaceholder, string>;

/** Shortened in this order when a prompt is too long: the least essential first. */
const SHRINKABLE: TPromptPlaceholder[] = ['companyContext', 'backstorySection', 'hometownSection'];

/**
 * Fills every {{placeholder}} in one pass (so a value that itself contains "{{…}}" is never
 * expanded), drops the blank lines empty sections leave, and keeps the result shorter than
 * `maxChars`: first by shortening the optional sections, only then by cutting the prompt itself.
 * Unknown placeholders are left as written; saving a template rejects them.
 */
export function renderTemplate(template: string, values: TemplateValues, maxChars: number = MAX_PROMPT_CHARS): string {
  const limit = maxChars - 1;
  const v = { ...values };
  let out = fill(template, v);
  for (const key of SHRINKABLE) {
    if (out.length <= limit) break;
    const uses = countUses(template, key);
    if (!uses || !v[key]) continue;
    v[key] = shortenText(v[key], Math.max(0, v[key].length - Math.ceil((out.length - limit) / uses)));
    out = fill(template, v);
  }
  return out.length <= limit ? out : shortenText(out, limit);
}

function fill(template: string, values: TemplateValues): string {
  return fillPlaceholders(template, values)
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function countUses(template: string, key: string): number {
  return [...template.matchAll(placeholderPattern())].filter((m) => m[1] === key).length;
}
