// Shortening text that an AI voice agent will read: the prompt limit (2,000 characters) is cut
// where a listener wouldn't notice. Used by prompt rendering, LLM refinement and the launch flow.

/**
 * At most `max` characters, cut where a listener wouldn't notice: after the last full sentence
 * when that keeps most of the text, else at a word boundary with an ellipsis.
 */
export function shortenText(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 1) return '';
  const head = text.slice(0, max);
  const sentenceEnd = Math.max(...['. ', '! ', '? ', '.\n', '!\n', '?\n'].map((p) => head.lastIndexOf(p)));
  if (sentenceEnd >= max * 0.6) return head.slice(0, sentenceEnd + 1).trimEnd();
  const cut = text.slice(0, max - 1);
  const space = cut.search(/\s\S*$/);
  return `${(space >= max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
