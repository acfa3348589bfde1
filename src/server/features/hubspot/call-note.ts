import type { TFieldValue } from '@common/outcomes/schemas';

/** What a finished, read campaign call tells HubSpot. */
export interface CallForHubspot {
  disposition: string;
  summary: string;
  fields: Record<string, TFieldValue>;
  endReason: string | null;
  durationSeconds: number | null;
  attempt: number | null;
  completedAt: Date | null;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const fieldText = (v: TFieldValue): string => (v === null || v === undefined ? '' : String(v));

/**
 * The note's body: HubSpot shows hs_note_body as HTML, so each line is a paragraph and every value
 * is escaped (a summary is the callee's words, read by an LLM).
 */
export function callNoteBody(call: CallForHubspot): string {
  const lines = [
    `<strong>Callcraft call: ${escapeHtml(call.disposition)}</strong>`,
    escapeHtml(call.summary || 'No summary.'),
    escapeHtml(
      [
        call.attempt ? `Attempt ${call.attempt}` : null,
        call.endReason ? `ended: ${call.endReason}` : null,
        call.durationSeconds !== null ? `${call.durationSeconds} s` : null,
      ]
        .filter(Boolean)
        .join(', '),
    ),
    ...Object.entries(call.fields)
      .filter(([, v]) => fieldText(v) !== '')
      .map(([k, v]) => `${escapeHtml(k)}: ${escapeHtml(fieldText(v))}`),
  ].filter((l) => l !== '');
  return lines.map((l) => `<p>${l}</p>`).join('');
}

/**
 * The contact properties to write, from HUBSPOT_PROPERTIES (`property=source` entries, checked by
 * env.ts). A source with no value for this call (a field the reading lacks) writes nothing.
 */
export function callProperties(call: CallForHubspot, mapping: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of mapping) {
    const [property, source] = entry.split('=') as [string, string];
    const value =
      source === 'disposition'
        ? call.disposition
        : source === 'summary'
          ? call.summary
          : source === 'endReason'
            ? (call.endReason ?? '')
            : source === 'completedAt'
              ? (call.completedAt?.toISOString() ?? '')
              : fieldText(call.fields[source.slice('fields.'.length)]);
    if (value !== '') out[property] = value;
  }
  return out;
}
