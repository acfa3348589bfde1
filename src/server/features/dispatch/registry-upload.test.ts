import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { REGISTRY_MSG } from '@common/dispatch/registry';
import { registryFilesOf } from './registry-upload';

const text = (s: string) => new TextEncoder().encode(s);
const zip = zipSync({
  '718.txt': text('718,5550105\n'.repeat(1000)),
  'folder/': new Uint8Array(0),
  '__MACOSX/._718.txt': text('junk'),
  'stored.txt': [text('2125550143\n'), { level: 0 }],
});

describe('registry upload unzipping', () => {
  it('reads deflated and stored entries, skipping folders and resource forks; plain text as it is', async () => {
    const files = await registryFilesOf('dnc.zip', zip);
    expect(files.map((f) => [f.name, f.bytes.length])).toEqual([
      ['718.txt', 12_000],
      ['stored.txt', 11],
    ]);
    expect(await registryFilesOf('dnc.txt', text('2125550143\n'))).toEqual([
      { name: 'dnc.txt', bytes: text('2125550143\n') },
    ]);
  });

  it('refuses more than the cap, and a truncated archive, without hanging', async () => {
    await expect(registryFilesOf('dnc.zip', zip, 5_000)).rejects.toThrow(REGISTRY_MSG.tooBig);
    const numbers = Array.from({ length: 20_000 }, (_, i) => `${2125550000 + i * 7919}\n`).join('');
    const big = zipSync({ 'big.txt': text(numbers) });
    for (const [archive, cut] of [
      [zip, 40],
      [zip, 200],
      [zip, zip.length - 30],
      [big, Math.floor(big.length / 2)],
    ] as const) {
      const outcome = await Promise.race([
        registryFilesOf('dnc.zip', archive.subarray(0, cut)).then(
          () => 'read',
          (err: Error) => err.message,
        ),
        new Promise((resolve) => setTimeout(() => resolve('hung'), 3_000)),
      ]);
      expect(outcome, `cut at ${cut}`).not.toBe('hung');
    }
  });
});
