import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TJobProgress } from '@common/system/jobs';
import { enrichSummary, type TEnrichRunResult } from '@common/enrichment/schemas';
import { CampaignScope } from '@client/components/campaign-scope';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Progress } from '@client/components/ui/progress';
import { Spinner } from '@client/components/ui/spinner';
import { errorReason as reason } from '@client/lib/error-reason';
import { useJobProgress } from '@client/lib/use-job-progress';
import { toast } from '@client/lib/use-toast';
import { LacksNote, useCan } from '@client/shared/role/role';
import { LeadDetails } from './lead-details';
import { ENRICH_LIST_PAGE_SIZE, ENRICH_MSG } from './messages';
import { startCampaignEnrichment, startLeadEnrichment, useCampaignLeads, useEnrichmentStats } from './use-enrichment';

const STATUS_VARIANT = { pending: 'muted', processing: 'info', enriched: 'success', failed: 'destructive' } as const;

/** Spec §2 Enrichment tab: needs a selected campaign; stat cards, lead list, details, batch enrich with live progress. */
export function EnrichmentTab({
  campaignId,
  onViewCampaigns,
  onSelect,
}: {
  campaignId: string | null;
  onViewCampaigns(): void;
  onSelect(id: string): void;
}) {
  return (
    <CampaignScope
      campaignId={campaignId}
      onViewCampaigns={onViewCampaigns}
      onSelect={onSelect}
      purpose="enrich its leads"
      title="Enrichment"
    >
      {(id) => <CampaignEnrichment campaignId={id} />}
    </CampaignScope>
  );
}

function CampaignEnrichment({ campaignId }: { campaignId: string }) {
  const may = useCan('campaigns:run');
  const qc = useQueryClient();
  const stats = useEnrichmentStats(campaignId);
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const leads = useCampaignLeads(campaignId, page, q);
  const [selected, setSelected] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  const refresh = () =>
    void qc.invalidateQueries({
      predicate: (k) =>
        typeof k.queryKey[0] === 'string' &&
        (k.queryKey[0].includes(campaignId) || k.queryKey[0].startsWith('/api/admin/leads/')),
    });
  const onFinished = (p: TJobProgress) => {
    refresh();
    if (p.state === 'failed')
      toast({
        variant: 'destructive',
        title: ENRICH_MSG.batchFailed,
        description: p.message || ENRICH_MSG.batchFailedText,
      });
    else {
      const r = p.result as Partial<TEnrichRunResult> | undefined;
      toast({ title: 'Enrichment complete', description: enrichSummary(r) });
    }
  };
  const progress = useJobProgress(jobId, onFinished);
  const running = Boolean(jobId) && (!progress || progress.state === 'queued' || progress.state === 'active');
  // While a job runs the counts move: refresh them with each progress step.
  const liveDone = progress?.done;
  const [seenDone, setSeenDone] = useState<number | undefined>(undefined);
  if (running && liveDone !== seenDone) {
    setSeenDone(liveDone);
    refresh();
  }

  const runBatch = async () => {
    setStarting(true);
    try {
      setJobId((await startCampaignEnrichment(campaignId)).jobId);
    } catch (err) {
      toast({
        variant: 'destructive',
        title: ENRICH_MSG.batchFailed,
        description: reason(err, ENRICH_MSG.batchFailedText),
      });
    } finally {
      setStarting(false);
    }
  };
  const runOne = async (leadId: string) => {
    try {
      setJobId((await startLeadEnrichment(leadId)).jobId);
      setSelected(leadId);
    } catch (err) {
      toast({
        variant: 'destructive',
        title: ENRICH_MSG.enrichFailed,
        description: reason(err, ENRICH_MSG.enrichFailedText),
      });
    }
  };

  const s = stats.data;
  const pct = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  const totalPages = leads.data ? Math.max(1, Math.ceil(leads.data.total / ENRICH_LIST_PAGE_SIZE)) : 1;
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {(
          [
            ['Total Leads', s?.total],
            ['Pending', s ? s.pending + s.processing : undefined],
            ['Enriched', s?.enriched],
            ['Failed', s?.failed],
          ] as const
        ).map(([label, value]) => (
          <Card key={label}>
            <CardContent className="p-4">
              <p className="text-sm text-muted-foreground">{label}</p>
              <p className="text-2xl font-bold" data-testid={`enrich-stat-${label.toLowerCase().replace(' ', '-')}`}>
                {value ?? '–'}
              </p>
              {label === 'Enriched' && s && (
                <p className="text-xs text-muted-foreground" data-testid="enrich-stat-basis">
                  {s.fromWebsite} from the website · {s.csvOnly} from the CSV only
                </p>
              )}
            </CardContent>
          </Card>
        ))}
      </div>

      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle className="text-lg">Batch Enrichment</CardTitle>
          <Button
            onClick={runBatch}
            disabled={!may.allowed || !s || s.pending === 0 || running || starting}
            title={may.reason}
          >
            {running ? 'Enriching…' : `Enrich ${s?.pending ?? 0} Pending Leads`}
          </Button>
          <LacksNote permission="campaigns:run" />
        </CardHeader>
        {jobId && (
          <CardContent className="space-y-2">
            <Progress value={pct} label="Enrichment progress" durationMs={200} />
            <p className="text-sm text-muted-foreground" role="status">
              {progress
                ? `${progress.done} of ${progress.total} leads done (${pct}%)${progress.state === 'completed' ? ' · complete' : progress.state === 'failed' ? ' · failed' : ''}`
                : 'Queued…'}
            </p>
          </CardContent>
        )}
      </Card>

      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <Card>
          <CardHeader className="gap-3">
            <CardTitle className="text-lg">Leads</CardTitle>
            <Input
              placeholder="Search leads"
              aria-label="Search leads"
              value={q}
              maxLength={200}
              onChange={(e) => (setQ(e.target.value), setPage(1))}
            />
          </CardHeader>
          <CardContent>
            {leads.isLoading && <Spinner label="Loading leads" />}
            <ul className="divide-y" data-testid="enrichment-leads">
              {leads.data?.items.map((l) => (
                <li
                  key={l.id}
                  className={`flex items-center justify-between gap-2 py-2 ${selected === l.id ? 'bg-muted' : ''}`}
                >
                  <button type="button" className="min-w-0 flex-1 text-left" onClick={() => setSelected(l.id)}>
                    <span className="block truncate font-medium">{l.companyName || l.email}</span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {[`${l.firstName} ${l.lastName}`.trim(), l.email, l.website].filter(Boolean).join(' · ')}
                    </span>
                  </button>
                  <Badge variant={STATUS_VARIANT[l.enrichmentStatus]}>{l.enrichmentStatus}</Badge>
                  {l.enrichmentStatus === 'pending' && (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => runOne(l.id)}
                      disabled={!may.allowed || running}
                      title={may.reason}
                    >
                      Enrich
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {leads.data && leads.data.total > ENRICH_LIST_PAGE_SIZE && (
              <div className="mt-3 flex items-center justify-between text-sm">
                <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Previous
                </Button>
                <span>
                  Page {page} of {totalPages}
                </span>
                <Button size="sm" variant="outline" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
                  Next
                </Button>
              </div>
            )}
          </CardContent>
        </Card>
        <LeadDetails leadId={selected} />
      </div>
    </div>
  );
}

/** Shortcut to the newest campaigns, so the tab is usable without a detour through Campaigns. */
