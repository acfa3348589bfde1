import { useRef, useState } from 'react';
import Papa from 'papaparse';
import { aiCampaignName, aiUploadRows } from '@common/enrichment/ai-upload-rows';
import {
  AI_UPLOAD_FILE_NAME,
  AI_UPLOAD_MSG,
  AI_UPLOAD_PREVIEW_ROWS,
  enrichSummary,
  type TAiUploadResponse,
  type TEnrichedRow,
  type TEnrichRunResult,
} from '@common/enrichment/schemas';
import type { TJobProgress } from '@common/system/jobs';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Progress } from '@client/components/ui/progress';
import { ApiError, apiRequest } from '@client/lib/api';
import { useJobProgress } from '@client/lib/use-job-progress';
import { toast } from '@client/lib/use-toast';
import { LacksNote, useCan } from '@client/shared/role/role';

type Phase = 'idle' | 'Parsing' | 'Enriching' | 'Saving' | 'done';
const PHASES = ['Parsing', 'Enriching', 'Saving'] as const;

/**
 * Spec §2 AI Upload: Parsing (the file read in the browser, its rows stored as an ai-csv campaign),
 * Enriching (one durable batch job, live over SSE), Saving (the enriched rows collected for the
 * preview and the download). A failed lead keeps an error note and a fallback prompt.
 */
export function AiUpload({ onUploadComplete }: { onUploadComplete(): void }) {
  const may = useCan('campaigns:run');
  const fileRef = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [upload, setUpload] = useState<TAiUploadResponse | null>(null);
  const [preview, setPreview] = useState<TEnrichedRow[]>([]);
  const [parsed, setParsed] = useState(0);

  const onFinished = async (p: TJobProgress) => {
    if (!upload) return;
    setPhase('Saving');
    try {
      setPreview(
        await apiRequest<TEnrichedRow[]>(
          'GET',
          `/api/admin/campaigns/${upload.campaignId}/enriched-leads?limit=${AI_UPLOAD_PREVIEW_ROWS}`,
        ),
      );
      setPhase('done');
      const r = p.result as Partial<TEnrichRunResult> | undefined;
      toast({ title: 'AI Upload complete', description: enrichSummary(r) });
    } catch {
      setPhase('idle');
      toast({ variant: 'destructive', title: AI_UPLOAD_MSG.saveFailedTitle, description: AI_UPLOAD_MSG.saveFailed });
    }
  };
  const progress = useJobProgress(upload?.jobId ?? null, onFinished);

  const start = (file: File) => {
    setError(null);
    setPreview([]);
    setUpload(null);
    setPhase('Parsing');
    Papa.parse<string[]>(file, {
      skipEmptyLines: 'greedy',
      complete: async (res) => {
        const [headers = [], ...records] = res.data;
        const rows = aiUploadRows(headers, records);
        if (!rows.ok) return void (setError(rows.error), setPhase('idle'));
        setParsed(rows.rows.length);
        try {
          const created = await apiRequest<TAiUploadResponse>('POST', '/api/admin/campaigns/ai-upload', {
            name: aiCampaignName(file.name, new Date()),
            rows: rows.rows,
          });
          setUpload(created);
          setPhase('Enriching');
        } catch (err) {
          const body = err instanceof ApiError ? (err.body as { error?: string; errors?: string[] } | null) : null;
          setError([body?.error ?? AI_UPLOAD_MSG.saveFailed, ...(body?.errors ?? []).slice(0, 5)].join('\n'));
          setPhase('idle');
          toast({
            variant: 'destructive',
            title: AI_UPLOAD_MSG.saveFailedTitle,
            description: body?.error ?? AI_UPLOAD_MSG.saveFailed,
          });
        }
      },
      error: () => (setError('CSV parsing error'), setPhase('idle')),
    });
  };

  const pct =
    phase === 'done'
      ? 100
      : phase === 'Enriching' && progress && progress.total > 0
        ? Math.round((progress.done / progress.total) * 100)
        : 0;
  const busy = phase !== 'idle' && phase !== 'done';
  return (
    <Card>
      <CardHeader>
        <CardTitle>AI Upload</CardTitle>
        <CardDescription>
          CSV columns: company, contact_name, email, phone, website. Each row is enriched (website analysis, business
          analysis, agent prompt).
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <Input
            ref={fileRef}
            type="file"
            accept=".csv,text/csv"
            aria-label="AI CSV file"
            className="max-w-sm"
            disabled={busy || !may.allowed}
            title={may.reason}
            onChange={(e) => e.target.files?.[0] && start(e.target.files[0])}
          />
          {phase === 'done' && upload && (
            <Button asChild>
              <a href={`/api/admin/campaigns/${upload.campaignId}/enriched-leads.csv`} download={AI_UPLOAD_FILE_NAME}>
                Download Enriched CSV
              </a>
            </Button>
          )}
          {phase === 'done' && (
            <Button variant="outline" onClick={onUploadComplete}>
              View Campaigns
            </Button>
          )}
        </div>
        <LacksNote permission="campaigns:run" />
        {error && (
          <p role="alert" className="whitespace-pre-line text-sm text-destructive">
            {error}
          </p>
        )}
        {phase !== 'idle' && (
          <div className="space-y-2">
            <ol className="flex gap-4 text-sm" aria-label="Phases">
              {PHASES.map((p) => (
                <li
                  key={p}
                  className={phase === p ? 'font-semibold text-primary' : 'text-muted-foreground'}
                  aria-current={phase === p ? 'step' : undefined}
                >
                  {p}
                </li>
              ))}
            </ol>
            <Progress value={pct} label="AI Upload progress" durationMs={200} />
            <p className="text-sm text-muted-foreground" role="status">
              {phase === 'Parsing' && 'Reading the file…'}
              {phase === 'Enriching' && `${progress?.done ?? 0} of ${progress?.total ?? parsed} leads enriched`}
              {phase === 'Saving' && 'Collecting the enriched leads…'}
              {phase === 'done' && `${parsed} leads enriched and saved`}
            </p>
          </div>
        )}
        {preview.length > 0 && (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" aria-label="Enriched preview">
              <thead>
                <tr className="border-b">
                  {['Company', 'Contact', 'Email', 'Industry', 'Status', 'Notes'].map((h) => (
                    <th key={h} className="p-2">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.map((r) => (
                  <tr key={r.email} className="border-b align-top">
                    <td className="p-2">{r.company}</td>
                    <td className="p-2">{r.contact_name}</td>
                    <td className="p-2">{r.email}</td>
                    <td className="p-2">{r.industry}</td>
                    <td className="p-2">{r.status}</td>
                    <td className="max-w-xs p-2 text-muted-foreground">{r.notes}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
