import { describe, expect, it } from 'vitest';
import { auditValue } from './describe';

describe('auditValue', () => {
  it('shows text as it is and nothing as a dash', () => {
    expect(auditValue('Spring roofing')).toBe('Spring roofing');
    expect(auditValue(null)).toBe('—');
    expect(auditValue('')).toBe('—');
    expect(auditValue(12)).toBe('12');
  });

  it('reads a record as its fields in words, not JSON, and a list by its length', () => {
    expect(auditValue({ companyName: 'Acme', industry: 'Plumbing', tags: ['a', 'b'], extra: { x: 1 } })).toBe(
      'company name: Acme; industry: Plumbing; tags: 2 items; extra: …',
    );
    expect(auditValue({})).toBe('—');
  });

  it('cuts a long value at 160 characters', () => {
    const v = auditValue({ description: 'x'.repeat(500) });
    expect(v).toHaveLength(160);
    expect(v.endsWith('…')).toBe(true);
  });
});
