/**
 * Bland's curated voices for the wizard's gender and age (names from Bland's docs; which name suits
 * which age is our choice). Neutral and "surprise" use the female voices, the wizard's default.
 * The Sandbox answers with the same names, so a Sandbox trial looks like a keyed one.
 */
const VOICES: Record<'female' | 'male', Record<string, string>> = {
  female: { '20s': 'maya', '30s': 'tina', '40s': 'adriana', '60s': 'evelyn' },
  male: { '20s': 'ryan', '30s': 'matt', '40s': 'mason', '60s': 'mason' },
};

export function curatedBlandVoice(gender: string, age: string): string {
  const table = gender === 'male' ? VOICES.male : VOICES.female;
  return table[age] ?? table['20s'];
}
