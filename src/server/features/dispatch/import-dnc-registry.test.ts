import { describe, expect, it } from 'vitest';
import { parseRegistryFiles, sortedNumbers } from './import-dnc-registry';

// The registry text is parsed in steps, returning to the event loop between them, so a large
// upload never stops the site answering (health, other visitors) while it is read.

const enc = new TextEncoder();

/** `n` "area code,number" lines, about 12 bytes each. */
const registryText = (n: number, npa = 201) => {
  const lines: string[] = [];
  for (let i = 0; i < n; i++) lines.push(`${npa},${2_000_000 + i}`);
  return enc.encode(lines.join('\n') + '\n');
};

describe('parsing a registry download', () => {
  it('lets the event loop run while it reads a large file', async () => {
    const files = [
      { name: '201.txt', bytes: registryText(400_000, 201) },
      { name: '202.txt', bytes: registryText(400_000, 202) },
    ];
    let turns = 0;
    let watching = true;
    const watch = () => {
      if (!watching) return;
      turns++;
      setImmediate(watch);
    };
    setImmediate(watch);
    const parsed = await parseRegistryFiles(files);
    watching = false;
    expect(parsed.numbers).toBe(800_000);
    // ~9.6 MB read: a turn of the loop after every megabyte. Read in one go, it had none.
    expect(turns).toBeGreaterThanOrEqual(8);
  });

  it('reads the same numbers, skips and errors whatever the step, lines split across steps', async () => {
    const text = enc.encode('2015550123\r\n201,5550124\n12015550125\n\nabc\n0015550123\n"201","5550126"\n');
    const files = [
      { name: 'NJ.txt', bytes: text },
      { name: 'NY.txt', bytes: registryText(1000, 212) },
    ];
    const whole = await parseRegistryFiles(files, Number.MAX_SAFE_INTEGER);
    for (const step of [1, 7, 11, 4096]) expect(await parseRegistryFiles(files, step)).toEqual(whole);
    expect(whole.numbers).toBe(1004);
    expect(whole.skipped).toBe(2);
  });

  it('hands the import its numbers sorted and distinct, the order its chunks cover the registry in', async () => {
    const text = enc.encode('9175550100\n201,5550123\n2015550123\n12125550000\n2015550122\n9175550099\n');
    const parsed = await parseRegistryFiles([{ name: 'mixed.txt', bytes: text }]);
    expect(Array.from(await sortedNumbers(parsed.lines))).toEqual([
      2015550122, 2015550123, 2125550000, 9175550099, 9175550100,
    ]);
  });

  it('sorts area code by area code to the same order as one sort of them all', async () => {
    const numbers = Array.from({ length: 300_000 }, (_, i) => 2_000_000_000 + ((i * 2_654_435_761) % 7_999_999_999));
    const parsed = await parseRegistryFiles([{ name: 'all.txt', bytes: enc.encode(numbers.join('\n') + '\n') }]);
    const expected = Array.from(new Set(numbers)).sort((a, b) => a - b);
    expect(Array.from(await sortedNumbers(parsed.lines))).toEqual(expected);
  });
});
