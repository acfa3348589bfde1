import { z } from 'zod';

/**
 * HUBSPOT_PROPERTIES: `property=source` pairs, comma-separated. A source is one of the call's own
 * readings, so a typo fails at boot instead of writing nothing to every contact.
 */
export const ZHubspotProperties = z.preprocess(
  (v) =>
    typeof v === 'string' && v.trim() !== ''
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
  z.array(
    z
      .string()
      .regex(
        /^[a-z0-9_]+=(disposition|summary|endReason|completedAt|fields\.[A-Za-z0-9_]+)$/,
        'each entry is property=source (disposition, summary, endReason, completedAt or fields.<name>)',
      ),
  ),
);
