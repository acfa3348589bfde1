import type { PageBlock } from '../../providers/web/types';

/**
 * A page's headings with their levels, kept beside its text: the agent's knowledge is cut into
 * passages under them, and the text alone cannot tell a heading from a list item.
 */
export function pageHeadings(blocks: readonly PageBlock[]): Array<{ level: number; text: string }> {
  return blocks.flatMap((b) => (b.kind === 'heading' && b.text.trim() ? [{ level: b.level, text: b.text }] : []));
}
