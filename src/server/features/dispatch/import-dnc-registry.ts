import { AppError } from '@common/errors';
import {
  REGISTRY_DATE_SLACK_DAYS,
  REGISTRY_MSG,
  REGISTRY_OLDEST_DATE,
  type TRegistryImportResult,
} from '@common/dispatch/registry';
import type { AppContext } from '../../context';
import { applyRegistryFile, type RegistryKind } from './dnc-registry.repo';
import { registryFilesOf } from './registry-upload';

// The national do-not-call registry's downloads as the registry gives them: a zip of flat text
// files (one per area code or state), each line one number, either "2015550123" or "201,5550123";
// change lists (additions, deletions) in the same shapes. Also accepted unzipped (a .txt file).

const NL = 10;
const CR = 13;
const MAX_ERRORS = 20;

export interface ParsedRegistry {
  /** One 10-digit number a line, ready for COPY. */
  lines: Uint8Array;
  numbers: number;
  skipped: number;
  errors: string[];
}

/** Input bytes read between two returns to the event loop: ~90,000 lines, a few milliseconds. */
const YIELD_EVERY_BYTES = 1024 * 1024;
const toEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Reads every line of every file: the digits of a line (commas, quotes, spaces and dashes ignored)
 * must be 10, or 11 starting with 1. A byte loop, not strings: a million lines take ~30 ms. It
 * returns to the event loop after every megabyte read, so a 64 MiB upload (~6 million lines,
 * ~0.2 s of parsing) never keeps the site from answering for more than a few milliseconds; a
 * worker thread would need the TypeScript loader inside it, and the parse is too short to pay
 * for copying 64 MiB there and back.
 */
export async function parseRegistryFiles(
  files: Array<{ name: string; bytes: Uint8Array }>,
  yieldEveryBytes = YIELD_EVERY_BYTES,
): Promise<ParsedRegistry> {
  let size = 0;
  for (const f of files) size += f.bytes.length + 1;
  const out = new Uint8Array(size + 11);
  let o = 0;
  let numbers = 0;
  let skipped = 0;
  const errors: string[] = [];
  let sinceYield = 0;
  for (const f of files) {
    const b = f.bytes;
    let lineNo = 1;
    let start = o;
    let digits = 0;
    let junk = false;
    const endLine = (i: number) => {
      if (digits === 11 && out[start] === 49 /* 1 */) {
        out.copyWithin(start, start + 1, o);
        o--;
        digits = 10;
      }
      if (digits === 10 && !junk && out[start] !== 48 && out[start] !== 49) {
        out[o++] = NL;
        numbers++;
      } else {
        if (digits > 0 || junk) {
          skipped++;
          if (errors.length < MAX_ERRORS)
            errors.push(
              `${f.name} line ${lineNo}: not a 10-digit number: '${new TextDecoder()
                .decode(b.subarray(Math.max(0, i - 40), i))
                .split('\n')
                .pop()}'`,
            );
        }
        o = start;
      }
      start = o;
      digits = 0;
      junk = false;
      lineNo++;
    };
    for (let i = 0; i < b.length; i++) {
      if (++sinceYield === yieldEveryBytes) {
        sinceYield = 0;
        await toEventLoop();
      }
      const c = b[i];
      if (c >= 48 && c <= 57) {
        if (digits < 11) out[o++] = c;
        digits++;
      } else if (c === NL) endLine(i);
      else if (c !== CR && c !== 44 && c !== 32 && c !== 45 && c !== 34 && c !== 9) junk = true; // , space - " tab
    }
    endLine(b.length);
  }
  return { lines: out.subarray(0, o), numbers, skipped, errors };
}

export interface RegistryImportInput {
  kind: RegistryKind;
  fileName: string;
  /** The registry's download date of this file, YYYY-MM-DD. */
  downloadDate: string;
  body: Uint8Array;
  importedBy: string | null;
}

/**
 * The download date decides how long the copy counts as current, so a mistyped one must not pass: a
 * date after tomorrow (a file dated 2099 would keep the copy "current" for ever) or before the
 * registry existed. The copy's date also never runs ahead of its import (dnc-registry.repo.ts).
 */
function refuseImplausibleDate(downloadDate: string, now: Date): void {
  const latest = new Date(now.getTime() + REGISTRY_DATE_SLACK_DAYS * 86_400_000).toISOString().slice(0, 10);
  if (downloadDate > latest) throw new AppError('VALIDATION', REGISTRY_MSG.future(downloadDate));
  if (downloadDate < REGISTRY_OLDEST_DATE) throw new AppError('VALIDATION', REGISTRY_MSG.tooOld(downloadDate));
}

/** Numbers sorted between two returns to the event loop: a few milliseconds' work. */
const SORT_YIELD_EVERY = 100_000;

/**
 * A parse's lines (ten digits and a newline each) as numbers, sorted and distinct: the order the
 * import applies them in, so each chunk covers one range of the registry. Bucketed by area code
 * first (a counting sort on the first three digits), then each area code's numbers sorted on
 * their own with the event loop free between: one sort of a million took 0.1–0.4 s on busy cores.
 */
export async function sortedNumbers(lines: Uint8Array): Promise<Float64Array> {
  const npa = (o: number) => (lines[o] - 48) * 100 + (lines[o + 1] - 48) * 10 + (lines[o + 2] - 48);
  const starts = new Uint32Array(1001);
  for (let o = 0; o + 11 <= lines.length; o += 11) starts[npa(o) + 1]++;
  for (let a = 1; a <= 1000; a++) starts[a] += starts[a - 1];
  const next = starts.slice(0, 1000);
  const all = new Float64Array(starts[1000]);
  for (let o = 0; o + 11 <= lines.length; o += 11) {
    let n = 0;
    for (let d = 0; d < 10; d++) n = n * 10 + (lines[o + d] - 48);
    all[next[npa(o)]++] = n;
  }
  let sorted = 0;
  for (let a = 0; a < 1000; a++) {
    all.subarray(starts[a], starts[a + 1]).sort();
    if ((sorted += starts[a + 1] - starts[a]) >= SORT_YIELD_EVERY) {
      sorted = 0;
      await toEventLoop();
    }
  }
  let k = 0;
  for (let i = 0; i < all.length; i++) if (k === 0 || all[i] !== all[k - 1]) all[k++] = all[i];
  return all.subarray(0, k);
}

/**
 * Applies one registry download: its numbers in short transactions, sorted, and last the file's
 * record with its download date (dnc-registry.repo.ts says why every state between is safe). A
 * file with no valid number changes nothing.
 */
export async function importDncRegistry(ctx: AppContext, input: RegistryImportInput): Promise<TRegistryImportResult> {
  refuseImplausibleDate(input.downloadDate, ctx.clock.now());
  const parsed = await parseRegistryFiles(await registryFilesOf(input.fileName, input.body));
  if (parsed.numbers === 0)
    throw new AppError(
      'VALIDATION',
      `No registry numbers found in ${input.fileName}${parsed.errors[0] ? ` (${parsed.errors[0]})` : ''}`,
    );
  const numbers = await sortedNumbers(parsed.lines);
  const changed = await applyRegistryFile(ctx.database, input.kind, numbers, {
    kind: input.kind,
    fileName: input.fileName,
    downloadDate: input.downloadDate,
    numbers: parsed.numbers,
    importedBy: input.importedBy,
  });
  return { numbers: parsed.numbers, changed, skipped: parsed.skipped, errors: parsed.errors };
}
