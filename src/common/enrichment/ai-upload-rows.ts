import { AI_UPLOAD_MSG, type TAiUploadRow } from './schemas';

// Spec §5 AI upload: headers trimmed and lower-cased; company, contact_name and email columns are
// required; rows missing any of the three are left out; no rows left → "No valid leads found in CSV".

export type AiRowsResult = { ok: true; rows: TAiUploadRow[]; skipped: number } | { ok: false; error: string };

export function aiUploadRows(headers: string[], records: string[][]): AiRowsResult {
  const h = headers.map((x) =>
    x
      .replace(/^\uFEFF/, '')
      .trim()
      .toLowerCase(),
  );
  const col = (name: string) => h.indexOf(name);
  const [company, contact, email, phone, website] = ['company', 'contact_name', 'email', 'phone', 'website'].map(col);
  if (company < 0 || contact < 0 || email < 0) return { ok: false, error: AI_UPLOAD_MSG.missingColumns };
  const cell = (r: string[], i: number) => (i >= 0 ? (r[i] ?? '').trim() : '');
  const rows: TAiUploadRow[] = [];
  let skipped = 0;
  for (const r of records) {
    if (r.every((c) => !c.trim())) continue;
    const row = {
      company: cell(r, company),
      contact_name: cell(r, contact),
      email: cell(r, email),
      phone: cell(r, phone),
      website: cell(r, website),
    };
    if (!row.company || !row.contact_name || !row.email) skipped++;
    else rows.push(row);
  }
  if (rows.length === 0) return { ok: false, error: AI_UPLOAD_MSG.noValidLeads };
  return { ok: true, rows, skipped };
}

/** Spec §9: the campaign is named from the file name and the current date. */
export function aiCampaignName(fileName: string, now: Date): string {
  const base = fileName.replace(/\.csv$/i, '').trim() || 'AI Upload';
  return `${base} - ${now.toISOString().slice(0, 10)}`.slice(0, 200);
}
