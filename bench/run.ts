import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// `npm run bench [name…]`: runs every bench/*.bench.ts (or the named ones), prints one table, and
// writes bench/results/<name>.json. A bench module's default export returns its figures (or one set
// per database, each under its own name: lead-page-embedded, lead-page-postgres, …).

export interface BenchResult {
  name: string;
  /** Figures with units in their names, e.g. { coldStartMs: 812, gzipKb: 108.6 }. */
  metrics: Record<string, number | string | boolean | string[]>;
  notes?: string;
}

const dir = path.resolve('bench');
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.startsWith(o)))
  .sort();

mkdirSync(path.join(dir, 'results'), { recursive: true });
const rows: Array<[string, string, string]> = [];
let failed = 0;
for (const file of files) {
  const started = Date.now();
  try {
    const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as {
      default: () => Promise<BenchResult | BenchResult[]>;
    };
    const produced = await mod.default();
    for (const result of Array.isArray(produced) ? produced : [produced]) {
      const record = {
        ...result,
        file,
        ranAt: new Date().toISOString(),
        node: process.version,
        wallMs: Date.now() - started,
      };
      writeFileSync(path.join(dir, 'results', `${result.name}.json`), JSON.stringify(record, null, 2) + '\n');
      for (const [k, v] of Object.entries(result.metrics))
        rows.push([result.name, k, Array.isArray(v) ? v.join(', ') || '(none)' : String(v)]);
    }
  } catch (err) {
    failed++;
    rows.push([file, 'ERROR', err instanceof Error ? err.message : String(err)]);
  }
}

const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length), ['bench', 'metric', 'value'][i].length));
const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i])).join('  ');
console.log(line(['bench', 'metric', 'value']));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(line(r));
process.exit(failed ? 1 : 0);
