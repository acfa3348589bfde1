import { describe, expect, it } from 'vitest';
import type { TTrialListItem } from '@common/trials/schemas';
import {
  agentNameOf,
  countByStatus,
  emptyKind,
  filterTrials,
  formatDuration,
  industryOf,
  isStatusFilter,
  matchesSearch,
  modeLabel,
} from './trial-filters';

type T = Pick<TTrialListItem, 'phoneNumber' | 'agentConfig' | 'callStatus'>;
const t = (
  phoneNumber: string,
  industry: string,
  callStatus: T['callStatus'],
  extra: Record<string, unknown> = {},
): T => ({
  phoneNumber,
  agentConfig: { industry, name: 'Jordan', ...extra },
  callStatus,
});

const LIST: T[] = [
  t('+12125550101', 'real-estate', 'completed'),
  t('+12125550102', 'finance', 'launched'),
  t('+13125550103', 'custom', 'failed', { industryCustom: 'Dog Grooming' }),
  t('+12125550104', 'healthcare', 'completed'),
  t('+14155550105', 'technology', 'initiated'),
];

describe('trial search (spec §5: phone number or agent industry, case-insensitive)', () => {
  it('matches a part of the phone number', () => {
    expect(filterTrials(LIST, '555010', 'all')).toHaveLength(5);
    expect(filterTrials(LIST, '+1212', 'all').map((x) => x.phoneNumber)).toEqual([
      '+12125550101',
      '+12125550102',
      '+12125550104',
    ]);
  });
  it('matches the industry value and its label, ignoring case and surrounding blanks', () => {
    expect(filterTrials(LIST, 'REAL-estate', 'all').map((x) => x.phoneNumber)).toEqual(['+12125550101']);
    expect(filterTrials(LIST, '  real estate ', 'all').map((x) => x.phoneNumber)).toEqual(['+12125550101']);
    expect(filterTrials(LIST, 'dog groom', 'all').map((x) => x.phoneNumber)).toEqual(['+13125550103']);
  });
  it('does not match other fields such as the agent name', () => {
    expect(matchesSearch(LIST[0], 'jordan')).toBe(false);
    expect(filterTrials(LIST, 'nothing-like-this', 'all')).toEqual([]);
  });
  it('a blank search matches everything', () => {
    expect(filterTrials(LIST, '   ', 'all')).toHaveLength(5);
  });
});

describe('status filter (spec §5: callStatus exactly, or all)', () => {
  it('keeps only the chosen status', () => {
    expect(filterTrials(LIST, '', 'completed').map((x) => x.phoneNumber)).toEqual(['+12125550101', '+12125550104']);
    expect(filterTrials(LIST, '', 'verified')).toEqual([]);
  });
  it('combines with the search', () => {
    expect(filterTrials(LIST, 'healthcare', 'completed').map((x) => x.phoneNumber)).toEqual(['+12125550104']);
    expect(filterTrials(LIST, 'finance', 'completed')).toEqual([]);
  });
  it('accepts only all and the five statuses', () => {
    expect(['all', 'initiated', 'verified', 'launched', 'completed', 'failed'].every(isStatusFilter)).toBe(true);
    expect(isStatusFilter('Completed')).toBe(false);
    expect(isStatusFilter('scheduled')).toBe(false);
  });
});

describe('counts and display values', () => {
  it('counts every status, zero when none', () => {
    expect(countByStatus(LIST)).toEqual({ initiated: 1, verified: 0, launched: 1, completed: 2, failed: 1 });
    expect(countByStatus([])).toEqual({ initiated: 0, verified: 0, launched: 0, completed: 0, failed: 0 });
  });
  it('industry and agent name from the configuration', () => {
    expect(industryOf(LIST[0])).toBe('Real Estate');
    expect(industryOf(LIST[2])).toBe('Dog Grooming');
    expect(industryOf({ agentConfig: { industry: 'custom' } })).toBe('Other');
    expect(industryOf({ agentConfig: { industry: 'aerospace' } })).toBe('aerospace');
    expect(industryOf({ agentConfig: {} })).toBe('');
    expect(agentNameOf(LIST[0])).toBe('Jordan');
    expect(agentNameOf({ agentConfig: { name: 42 } })).toBe('');
  });
  it('duration and mode', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(42)).toBe('42s');
    expect(formatDuration(65)).toBe('1m 05s');
    expect(modeLabel('sandbox')).toBe('Sandbox');
    expect(modeLabel('live')).toBe('Live');
    expect(modeLabel(null)).toBe('—');
  });
  it('empty state: none at all vs none after filtering', () => {
    expect(emptyKind(0, 0)).toBe('none');
    expect(emptyKind(3, 0)).toBe('filtered');
    expect(emptyKind(3, 1)).toBeNull();
  });
});
