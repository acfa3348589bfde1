/** The Template Analysis counts: characters, lines and words of a prompt. */
export function promptStats(text: string): { chars: number; lines: number; words: number } {
  return {
    chars: text.length,
    lines: text === '' ? 0 : text.split('\n').length,
    words: text.trim() === '' ? 0 : text.trim().split(/\s+/).length,
  };
}
