import { describe, expect, it } from 'vitest';
import { caseInsensitiveParser } from './route-parser';

describe('caseInsensitiveParser', () => {
  it('matches regardless of case', () => {
    expect(caseInsensitiveParser('/pricing').pattern.exec('/PRICING')).not.toBeNull();
    expect(caseInsensitiveParser('/admin/login').pattern.exec('/Admin/Login')).not.toBeNull();
  });
  it('supports named, optional and wildcard parts', () => {
    const named = caseInsensitiveParser('/jobs/:id');
    expect(named.keys).toEqual(['id']);
    expect(named.pattern.exec('/JOBS/42')?.[1]).toBe('42');
    expect(caseInsensitiveParser('/a/:b?').pattern.exec('/a')).not.toBeNull();
    expect(caseInsensitiveParser('/files/*').pattern.exec('/FILES/x/y')).not.toBeNull();
  });
  it('does not match other paths', () => {
    expect(caseInsensitiveParser('/pricing').pattern.exec('/pricingx')).toBeNull();
  });
});
