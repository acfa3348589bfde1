// The one `{{…}}` syntax of every template (agent prompts, experiment versions, voicemail
// messages): `{{name}}`, spaces inside allowed. camelCase is the spelling; other spellings of the
// same name are aliases (`{{first_name}}`, `{{FirstName}}` fill `firstName`).

/** A fresh global pattern (it keeps state between matches); group 1 is the name as written. */
export const placeholderPattern = () => /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

const spelling = (name: string) => name.replace(/_/g, '').toLowerCase();

/**
 * Fills every placeholder in one pass (a value that itself contains "{{…}}" is never expanded).
 * A name with no value is left as written.
 */
export function fillPlaceholders(template: string, values: Readonly<Record<string, string>>): string {
  const byAlias = new Map(Object.entries(values).map(([k, v]) => [spelling(k), v]));
  return template.replace(placeholderPattern(), (whole, name: string) => byAlias.get(spelling(name)) ?? whole);
}
