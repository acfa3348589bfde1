// Extensions are reached after the call connects (a receptionist, a menu): they are never part of
// the number we dial. These are the ways people and exports write them: "ext 45", "ext. 45",
// "extension 45", "x45", "#45" and the RFC 3966 ";ext=45" of tel: URIs.
const EXTENSION = /(?:;\s*ext\s*=\s*|[\s,]*(?:extension|ext\.?|ex\.?|x|#)\s*[.:]?\s*)(\d{1,7})\s*#?\s*$/i;

export interface SplitNumber {
  /** What is left to parse as the phone number itself. */
  number: string;
  extension: string | null;
}

export function splitExtension(input: string): SplitNumber {
  const trimmed = input.trim().replace(/^tel:/i, '');
  const match = EXTENSION.exec(trimmed);
  // A lone "#45" or "x45" is not a number with an extension: keep it whole so it fails as too short.
  if (!match || match.index === 0) return { number: trimmed, extension: null };
  return { number: trimmed.slice(0, match.index).trim(), extension: match[1] };
}

/** The checked number as the browser sends it on: E.164, with the extension in RFC 3966 form. */
export const withExtension = (e164: string, extension: string | null) =>
  extension ? `${e164};ext=${extension}` : e164;
