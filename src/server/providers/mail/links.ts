/** The http(s) links in a plain-text mail, in order, each once (what the outbox shows as buttons). */
export function linksIn(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
  return [...new Set(found.map((l) => l.replace(/[.,;:!?]+$/, '')))];
}
