import { Agent } from 'undici';

// POST /api/admin/campaigns/import of a CSV text, as the browser sends it (multipart), on a fresh
// connection each time: reusing a pooled keep-alive socket across a long import was the one way an
// upload here failed with a bare "fetch failed". The cause chain is reported if a request fails.

const noKeepAlive = new Agent({ pipelining: 0, headersTimeout: 600_000, bodyTimeout: 600_000 });

const causeChain = (err: unknown): string => {
  const parts: string[] = [];
  for (
    let e = err as { message?: string; code?: string; cause?: unknown } | undefined;
    e && parts.length < 5;
    e = e.cause as typeof e
  )
    parts.push(`${e.message ?? String(e)}${e.code ? ` (${e.code})` : ''}`);
  return parts.join(' <- ');
};

/** Imports `csv` as a campaign named `name`; answers the campaign id and the milliseconds it took. */
export async function uploadCsv(
  url: string,
  cookie: string,
  name: string,
  csv: string,
  expectLeads: number,
): Promise<{ campaignId: string; ms: number }> {
  const fd = new FormData();
  fd.append('name', name);
  fd.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
  const t0 = performance.now();
  const res = await fetch(`${url}/api/admin/campaigns/import`, {
    method: 'POST',
    body: fd,
    headers: { cookie },
    dispatcher: noKeepAlive,
  } as RequestInit).catch((err: unknown) => {
    throw new Error(`import upload "${name}" failed: ${causeChain(err)}`);
  });
  const body = (await res.json()) as { campaignId?: string; leadCount?: number };
  const ms = performance.now() - t0;
  if (res.status !== 200 || body.leadCount !== expectLeads)
    throw new Error(`import "${name}" answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return { campaignId: body.campaignId!, ms };
}
