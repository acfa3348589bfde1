import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { wilson, verdict } from '@common/outcomes/wilson';
import { chooseVariant, renderLeadTemplate } from './pick-prompt-version';

const variants = [
  { key: 'A', prompt: '', weight: 50 },
  { key: 'B', prompt: 'Hi {{firstName}}', weight: 50 },
];

describe('prompt experiments', () => {
  it('splits leads by weight, and a lead keeps its version', () => {
    const ids = Array.from({ length: 4000 }, () => randomUUID());
    const b = ids.filter((id) => chooseVariant(id, { status: 'running', winner: null, variants }).key === 'B').length;
    expect(b / ids.length).toBeGreaterThan(0.46);
    expect(b / ids.length).toBeLessThan(0.54);
    expect(ids.slice(0, 50).map((id) => chooseVariant(id, { status: 'running', winner: null, variants }).key)).toEqual(
      ids.slice(0, 50).map((id) => chooseVariant(id, { status: 'running', winner: null, variants }).key),
    );
    const skewed = ids.filter(
      (id) =>
        chooseVariant(id, { status: 'running', winner: null, variants: [variants[0], { ...variants[1], weight: 0 }] })
          .key === 'B',
    );
    expect(skewed).toHaveLength(0);
  });

  it('a stopped experiment gives every lead the winner', () => {
    expect(chooseVariant(randomUUID(), { status: 'stopped', winner: 'B', variants }).key).toBe('B');
  });

  it('fills lead variables and leaves unknown ones visible', () => {
    expect(
      renderLeadTemplate('Hi {{firstName}} at {{ companyName }} {{nope}}', {
        id: 'x',
        firstName: 'Dana',
        lastName: '',
        companyName: '',
        industry: '',
      }),
    ).toBe('Hi Dana at your business {{nope}}');
  });

  it('Wilson intervals and the verdict', () => {
    const r = wilson(10, 20);
    expect(r.low).toBeCloseTo(0.299, 2);
    expect(r.high).toBeCloseTo(0.701, 2);
    expect(
      verdict([
        { version: 'A', rate: wilson(5, 10) },
        { version: 'B', rate: wilson(1, 10) },
      ]).state,
    ).toBe('too-few');
    expect(
      verdict([
        { version: 'A', rate: wilson(20, 40) },
        { version: 'B', rate: wilson(18, 40) },
      ]).state,
    ).toBe('undecided');
    expect(
      verdict([
        { version: 'A', rate: wilson(30, 40) },
        { version: 'B', rate: wilson(5, 40) },
      ]),
    ).toMatchObject({ state: 'leader', leader: 'A' });
  });
});
