import { loadavg } from 'node:os';
import Papa from 'papaparse';
import { adminCookie } from './lib/bench-databases';
import { round } from './lib/load';
import { startServerProcess } from './lib/server-process';
import { withTestTemplate } from './lib/test-template';
import type { BenchResult } from './run';

// The Results CSV export (GET /api/admin/campaigns/{id}/results.csv) of a 100,000-lead campaign
// whose every lead has a finished call with an outcome and two extraction fields, on the embedded
// database, server in a child process. Target: the whole file in ≤ 5 s. Also: time to the first
// bytes (the export is streamed a page at a time) and a read-back of every row.

const LEADS = 100_000;
const PASSWORD = 'bench-admin-pw';
const TARGET_MS = 5000;

export default function bench(): Promise<BenchResult> {
  return withTestTemplate(measure);
}

async function measure(): Promise<BenchResult> {
  const server = await startServerProcess({ ADMIN_PASSWORD: PASSWORD, RUN_WORKERS: 'false' });
  try {
    const [{ id }] = (
      await server.query<{ id: string }>(`insert into campaigns (name) values ('Export 100k') returning id`)
    ).rows;
    await server.query(
      `insert into leads (campaign_id, row_number, email, first_name, last_name, company_name, phone_number, phone_e164, call_status)
       select $1, g, 'lead' || g || '@ex.com', 'First' || (g % 100), 'Last' || (g % 1000), case when g % 50 = 0 then '=cmd|calc' else 'Company, "' || g || '"' end,
         '(415) 555-' || lpad((g % 10000)::text, 4, '0'), '+1415555' || lpad((g % 10000)::text, 4, '0'), 'completed'
       from generate_series(1, ${LEADS}) g`,
      [id],
    );
    await server.query(
      `insert into calls (purpose, provider, phone_number, prompt, status, duration_seconds, transcript, answered_by, end_reason, lead_id, campaign_id, attempt, completed_at, metadata)
       select 'campaign', 'sandbox', l.phone_e164, 'bench', 'completed', 20 + (l.row_number % 90), 'assistant: Hi\nuser: Tell me more', 'human', 'completed', l.id, l.campaign_id, 1, now(), '{"templateVersion":"A"}'::jsonb
       from leads l where l.campaign_id = $1`,
      [id],
    );
    await server.query(
      `insert into call_outcomes (call_id, lead_id, campaign_id, disposition, summary, fields, reader, template_version)
       select c.id, c.lead_id, c.campaign_id, case when c.duration_seconds % 3 = 0 then 'interested' else 'not interested' end,
         'A person answered and showed interest: “Tell me more.”', jsonb_build_object('Best time to call back', 'Tuesday afternoon', 'Decision maker', (c.duration_seconds % 2 = 0)), 'sandbox', 'A'
       from calls c where c.campaign_id = $1`,
      [id],
    );
    await server.query(
      `insert into campaign_outcome_settings (campaign_id, dispositions, fields) values ($1, '["interested","not interested"]'::jsonb,
        '[{"name":"Best time to call back","type":"text","description":"","choices":[]},{"name":"Decision maker","type":"yes-no","description":"","choices":[]}]'::jsonb)`,
      [id],
    );
    await server.query('analyze');
    const cookie = await adminCookie(server, PASSWORD);

    const runs: Array<{ totalMs: number; firstByteMs: number; bytes: number; text: string }> = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/admin/campaigns/${id}/results.csv`, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`export answered ${res.status}`);
      const reader = res.body!.getReader();
      const chunks: Uint8Array[] = [];
      let firstByteMs = -1;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (firstByteMs < 0) firstByteMs = performance.now() - started;
        chunks.push(value);
      }
      const totalMs = performance.now() - started;
      const buf = Buffer.concat(chunks);
      runs.push({ totalMs, firstByteMs, bytes: buf.length, text: i === 0 ? buf.toString('utf8') : '' });
    }
    const rows = Papa.parse<string[]>(runs[0].text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    const header = rows[0];
    const company = header.indexOf('company');
    const unsafe = rows.slice(1).filter((r) => /^[=+\-@]/.test(r[company])).length;
    const best = Math.min(...runs.map((r) => r.totalMs));
    const median = runs.map((r) => r.totalMs).sort((a, b) => a - b)[1];
    return {
      name: 'results-export',
      metrics: {
        leads: LEADS,
        rows_read_back: rows.length - 1,
        columns: header.length,
        megabytes: round(runs[0].bytes / 1e6),
        export_median_ms: round(median),
        export_best_ms: round(best),
        first_bytes_ms: round(runs[0].firstByteMs),
        target_ms: TARGET_MS,
        meets_target: median <= TARGET_MS,
        formula_cells_left_unsafe: unsafe,
        load_average_1m: round(loadavg()[0]),
      },
      notes:
        'three exports back to back, server in a child process (embedded PGlite); every lead has one outcome with two fields; 2 % of company names start with "=" and must come back neutralised',
    };
  } finally {
    await server.close();
  }
}
