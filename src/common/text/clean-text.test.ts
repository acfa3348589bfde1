import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cleanDeep, cleanText, findTextProblem, MAX_JSON_DEPTH } from './clean-text';
import { id, text, textRecord, vendorId } from './schemas';

describe('the text rule', () => {
  it('finds control characters and lone surrogates, and lets tab, line breaks and emoji through', () => {
    expect(findTextProblem('a\u0000b')).toBe('control');
    expect(findTextProblem('bell\u0007')).toBe('control');
    expect(findTextProblem('c1\u0085')).toBe('control');
    expect(findTextProblem('del\u007f')).toBe('control');
    expect(findTextProblem('half \ud800 emoji')).toBe('surrogate');
    expect(findTextProblem('\udc00 low first')).toBe('surrogate');
    expect(findTextProblem('tab\tline\nCRLF\r\n😀 café')).toBeNull();
  });

  it('cleanText removes controls, replaces lone surrogates, normalises line breaks and NFC, and counts', () => {
    expect(cleanText('a\u0000b\u0001c\ud800d')).toEqual({ text: 'abc\uFFFDd', removed: 3 });
    expect(cleanText('one\r\ntwo\rthree')).toEqual({ text: 'one\ntwo\nthree', removed: 0 });
    expect(cleanText('cafe\u0301')).toEqual({ text: 'caf\u00e9', removed: 0 });
    expect(cleanText('😀')).toEqual({ text: '😀', removed: 0 });
  });

  it('cleanDeep cleans keys and values, cuts deep nesting, and keeps __proto__ as data', () => {
    const parsed = JSON.parse('{"__proto__":{"x":"\\u0000"},"k\\u0000":["\\ud800"]}');
    const { value, removed } = cleanDeep(parsed);
    expect(removed).toBe(3);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(JSON.stringify(value)).toBe('{"__proto__":{"x":""},"k":["\uFFFD"]}');
    let deep: unknown = 'leaf';
    for (let i = 0; i < MAX_JSON_DEPTH + 10; i++) deep = [deep];
    expect(JSON.stringify(cleanDeep(deep).value)).toBe(
      `${'['.repeat(MAX_JSON_DEPTH)}null${']'.repeat(MAX_JSON_DEPTH)}`,
    );
  });
});

describe('text() and friends', () => {
  const schema = z.object({ note: text(10).trim().min(1, 'Note is required') });
  const issue = (v: unknown) => schema.safeParse({ note: v }).error?.issues[0];

  it('refuses NUL and lone surrogates, naming the field', () => {
    expect(issue('a\u0000')).toMatchObject({ path: ['note'], message: expect.stringContaining('control characters') });
    expect(issue('a\udfff')).toMatchObject({ path: ['note'], message: expect.stringContaining('valid Unicode') });
  });

  it('bounds the length and keeps chained rules', () => {
    expect(issue('x'.repeat(11))?.code).toBe('too_big');
    expect(issue('   ')?.message).toBe('Note is required');
  });

  it('normalises what it accepts', () => {
    expect(schema.parse({ note: ' e\u0301\r\nx ' })).toEqual({ note: '\u00e9\nx' });
  });

  it('id, vendorId and textRecord refuse what cannot be one', () => {
    expect(id().safeParse('00000000-0000-4000-8000-000000000000').success).toBe(true);
    expect(id().safeParse('\u0000').success).toBe(false);
    expect(vendorId().safeParse('pi_3abc_secret_x').success).toBe(true);
    expect(vendorId().safeParse('SBXABC').success).toBe(true);
    expect(vendorId().safeParse('a b').success).toBe(false);
    expect(vendorId().safeParse('\u0000').success).toBe(false);
    expect(vendorId().safeParse('x'.repeat(256)).success).toBe(false);
    const rec = textRecord(2, 5, 5);
    expect(rec.safeParse({ a: 'b' }).success).toBe(true);
    expect(rec.safeParse({ a: 'b', c: 'd', e: 'f' }).success).toBe(false);
    expect(rec.safeParse({ 'a\u0000': 'b' }).success).toBe(false);
  });
});
