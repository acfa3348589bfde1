import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './fill-placeholders';

describe('fillPlaceholders', () => {
  it('fills {{name}} and its old spellings, leaves unknown names, and never expands a value', () => {
    const v = { firstName: 'Dana', companyName: '{{firstName}} & Co' };
    expect(fillPlaceholders('Hi {{firstName}}, {{ first_name }}, {{FirstName}}', v)).toBe('Hi Dana, Dana, Dana');
    expect(fillPlaceholders('At {{company_name}} ({{industry}})', v)).toBe('At {{firstName}} & Co ({{industry}})');
  });
});
