import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sandboxIntent } from '../../src/server/features/conversations/sandbox-intents';

interface Line {
  text: string;
  intent: string;
  offering?: boolean;
}

/** FNV-1a over the line's UTF-8 bytes: a split fixed by the text alone, chosen before any tuning. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) h = Math.imul(h ^ byte, 16777619) >>> 0;
  return h;
}

export const isHeldOut = (text: string) => fnv1a(text) % 2 === 1;

export function readIntentSet(): Line[] {
  const file = path.resolve('tests/fixtures/intents/caller-lines.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { lines: Line[] }).lines;
}

/**
 * The Sandbox intent reader on both halves. Only the tuning half's misses are named: the held-out
 * half is there to be counted, not read while rules change.
 */
export function scoreIntents() {
  const halves = { tuning: { n: 0, right: 0 }, heldOut: { n: 0, right: 0 } };
  const tuningMisses: string[] = [];
  let refusalsBooked = 0;
  for (const l of readIntentSet()) {
    const got = sandboxIntent(l.text, l.offering ?? false);
    const half = isHeldOut(l.text) ? halves.heldOut : halves.tuning;
    half.n++;
    if (got === l.intent) half.right++;
    else if (half === halves.tuning) tuningMisses.push(`${l.text} → ${got} (expected ${l.intent})`);
    const refusal = l.intent === 'decline' || l.intent === 'opt_out';
    if (refusal && (got === 'meeting' || got === 'pick_slot')) refusalsBooked++;
  }
  const pct = (h: { n: number; right: number }) => Math.round((h.right / Math.max(1, h.n)) * 1000) / 10;
  return {
    tuningLines: halves.tuning.n,
    heldOutLines: halves.heldOut.n,
    tuningAccuracyPct: pct(halves.tuning),
    heldOutAccuracyPct: pct(halves.heldOut),
    heldOutMissCount: halves.heldOut.n - halves.heldOut.right,
    refusalsBooked,
    tuningMisses,
  };
}
