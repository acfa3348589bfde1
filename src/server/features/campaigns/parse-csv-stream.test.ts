import { describe, expect, it } from 'vitest';
import { CsvLeadCollector } from '@common/campaigns/csv-leads';
import { inPieces, parseCsvStream } from './parse-csv-stream';

async function* once<T>(value: T): AsyncGenerator<T> {
  yield value;
}

async function collect(texts: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const t of texts) out.push(t);
  return out;
}

describe('inPieces', () => {
  it('cuts text into pieces of at most the given size that join back to the text', async () => {
    const text = 'a😀b'.repeat(1000);
    const pieces = await collect(inPieces(once(text), 7));
    expect(pieces.join('')).toBe(text);
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThanOrEqual(7);
    expect(pieces.length).toBe(Math.ceil(text.length / 7));
  });

  it('hands over one piece per turn of the event loop, so requests are answered between them', async () => {
    // Other work queued on the event loop (a request's callback, here a setImmediate chain) runs
    // between pieces; without the yield, all pieces come in one go of microtasks and it runs never.
    let turns = 0;
    let spinning = true;
    const spin = () => {
      if (!spinning) return;
      turns++;
      setImmediate(spin);
    };
    setImmediate(spin);
    const pieces = await collect(inPieces(once('x'.repeat(50)), 10));
    spinning = false;
    expect(pieces).toHaveLength(5);
    expect(turns).toBeGreaterThanOrEqual(4);
  });
});

describe('parseCsvStream over a large file', () => {
  it('reads rows cut across pieces (inside a quoted field and inside an emoji) exactly as written', async () => {
    const header = 'email,first name,company name\n';
    const rows: string[] = [];
    let text = header;
    for (let i = 0; text.length < 40_000; i++) {
      // A quoted company with a line break and a comma, and an emoji (two UTF-16 units) in the name.
      const row = `lead${i}@example.com,Zoë 😀 ${i},"Acme, ""Ltd""\nUnit ${i}"\n`;
      rows.push(row);
      text += row;
    }
    // Blank lines after the header (skipped by the import) move an emoji onto the first piece
    // boundary (16,384 characters), so its two halves arrive in different pieces.
    const emojiAt = text.indexOf('😀', 16_000);
    const source = header + '\n'.repeat(16_383 - emojiAt) + text.slice(header.length);
    expect(source.slice(16_383, 16_385)).toBe('😀');

    const collector = new CsvLeadCollector();
    await parseCsvStream(once(Buffer.from(source, 'utf8')), collector);
    const { leads, errorCount } = collector.finish();
    expect(errorCount).toBe(0);
    expect(leads).toHaveLength(rows.length);
    leads.forEach((lead, i) => {
      expect(lead.email).toBe(`lead${i}@example.com`);
      expect(lead.firstName).toBe(`Zoë 😀 ${i}`);
      expect(lead.companyName).toBe(`Acme, "Ltd"\nUnit ${i}`);
    });
  });
});
