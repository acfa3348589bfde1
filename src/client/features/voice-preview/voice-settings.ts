// /preview-voice (spec part 2 §2 tool page 5, §8 voice-preview texts, §9).

export const PREVIEW_MSG = {
  notSupported: 'Speech synthesis not supported in this browser',
  generic: 'Something went wrong. Please try again.',
  playFailed: 'Failed to play voice sample. Please try again.',
} as const;

export type PreviewGender = 'male' | 'female';
export const PREVIEW_AGES = ['20s', '30s', '40s', '60s'] as const;
export type PreviewAge = (typeof PREVIEW_AGES)[number];

/** The spec names three age labels; 30s (the default) has none and shows as itself. */
export const AGE_LABELS: Partial<Record<PreviewAge, string>> = {
  '20s': 'Young Adult',
  '40s': 'Middle Age',
  '60s': 'Senior',
};
export const GENDER_LABELS: Record<PreviewGender, string> = { male: 'Male', female: 'Female' };

/** gender and age from the query string; anything else falls back to the defaults (female, 30s). */
export function readPreviewParams(search: string): { gender: PreviewGender; age: PreviewAge } {
  const p = new URLSearchParams(search);
  const g = p.get('gender')?.toLowerCase();
  const a = p.get('age')?.toLowerCase();
  return {
    gender: g === 'male' ? 'male' : 'female',
    age: (PREVIEW_AGES as readonly string[]).includes(a ?? '') ? (a as PreviewAge) : '30s',
  };
}

/**
 * Pitch and rate for the browser's voice: lower for male voices, slower and lower with age, a
 * little brighter and quicker for the 20s. Kept inside the Web Speech API's ranges (pitch 0–2, rate 0.1–10).
 */
export function voiceSettings(gender: PreviewGender, age: PreviewAge): { pitch: number; rate: number } {
  const base = gender === 'male' ? 0.9 : 1.15;
  const byAge: Record<PreviewAge, { pitch: number; rate: number }> = {
    '20s': { pitch: 0.1, rate: 1.08 },
    '30s': { pitch: 0, rate: 1 },
    '40s': { pitch: -0.08, rate: 0.95 },
    '60s': { pitch: -0.18, rate: 0.85 },
  };
  const a = byAge[age];
  return { pitch: Math.round((base + a.pitch) * 100) / 100, rate: a.rate };
}

const SAMPLES = [
  "Hi there! Thanks for calling. I'd be happy to help you book an appointment today.",
  'Good afternoon! I can answer questions about our services, prices and opening hours.',
  'Hello! Sorry we missed you earlier. Is now a good time to talk about your project?',
  'Thanks for getting in touch. Let me find the next available time that works for you.',
];

/** The n-th sample sentence (Generate New Sample moves to the next one). */
export const sampleText = (n: number) => SAMPLES[((n % SAMPLES.length) + SAMPLES.length) % SAMPLES.length];

/** A browser voice that sounds like the gender asked for, by the names browsers give them. */
export function pickBrowserVoice(voices: SpeechSynthesisVoice[], gender: PreviewGender): SpeechSynthesisVoice | null {
  const english = voices.filter((v) => v.lang.toLowerCase().startsWith('en'));
  const pool = english.length ? english : voices;
  const female = /female|woman|samantha|victoria|karen|moira|tessa|zira|susan|hazel|serena|fiona|allison|ava/i;
  const male = /\bmale\b|\bman\b|daniel|alex|fred|david|mark|george|tom|oliver|arthur|james/i;
  const match = pool.find((v) =>
    gender === 'female' ? female.test(v.name) && !/\bmale\b/i.test(v.name) : male.test(v.name),
  );
  return match ?? pool[0] ?? null;
}
