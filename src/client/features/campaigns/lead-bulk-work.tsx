import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCampaignProfileView } from '@common/campaign-settings/schemas';
import { isFinished } from '@common/system/jobs';
import { Button } from '@client/components/ui/button';
import { Select } from '@client/components/ui/select';
import { apiRequest } from '@client/lib/api';
import { CAMPAIGNS_KEY } from '@client/lib/campaign-list';
import { useJobProgress } from '@client/lib/use-job-progress';
import { useCan } from '@client/shared/role/role';
import { errorText, useBulkAssignVoice, useBulkEnrich } from './use-lead-edits';

const count = (n: number) => `${n} lead${n === 1 ? '' : 's'}`;

/**
 * The bulk bar's enrichment and voice: enrich the selected leads (the pending ones are queued and
 * followed until done), or give them all one of the voice provider's voices.
 */
export function LeadBulkWork({ campaignId, ids }: { campaignId: string; ids: string[] }) {
  const may = useCan('campaigns:run');
  const qc = useQueryClient();
  const enrich = useBulkEnrich(campaignId);
  const assign = useBulkAssignVoice(campaignId);
  const [voice, setVoice] = useState('');
  const [jobId, setJobId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  // The Settings tab reads the same view under this key: its voices are the provider's.
  const settings = useQuery({
    queryKey: [`/api/admin/campaigns/${campaignId}/settings`],
    queryFn: () => apiRequest<TCampaignProfileView>('GET', `/api/admin/campaigns/${campaignId}/settings`),
  });
  const voices = settings.data?.voices ?? [];
  const progress = useJobProgress(jobId, (p) => {
    setJobId(null);
    setNote(p.state === 'completed' ? 'Enrichment finished' : 'Batch enrichment failed');
    // The leads' new enrichment states.
    void qc.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
  });
  const running = !!jobId && !(progress && isFinished(progress));
  const error = enrich.error ?? assign.error;
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        disabled={!may.allowed || enrich.isPending || running}
        title={may.reason}
        onClick={() => {
          setNote('');
          assign.reset();
          enrich.mutate(ids, {
            onSuccess: (r) => {
              setNote(r.queued ? `${count(r.queued)} queued for enrichment` : 'No pending leads to enrich');
              setJobId(r.jobId);
            },
          });
        }}
      >
        Enrich
      </Button>
      <Select
        aria-label="Voice for the selected leads"
        className="h-8 w-64"
        placeholder="Choose a voice"
        value={voice}
        onValueChange={setVoice}
        options={voices.map((v) => ({ value: v.id, label: v.gender ? `${v.name} (${v.gender})` : v.name }))}
      />
      <Button
        size="sm"
        variant="outline"
        disabled={!may.allowed || !voice || assign.isPending}
        title={may.reason}
        onClick={() => {
          setNote('');
          enrich.reset();
          const name = voices.find((v) => v.id === voice)?.name ?? voice;
          assign.mutate(
            { leadIds: ids, voice },
            { onSuccess: (r) => setNote(`Voice ${name} set for ${count(r.count)}`) },
          );
        }}
      >
        Assign voice
      </Button>
      {(note || running) && (
        <p role="status" className="order-last basis-full text-muted-foreground" data-testid="lead-bulk-note">
          {running && progress ? `Enriching: ${progress.done} of ${progress.total}` : note}
        </p>
      )}
      {error && (
        <p role="alert" className="order-last basis-full text-destructive">
          {`${assign.error ? 'Voice assignment failed' : 'Batch enrichment failed'}: ${errorText(error)}`}
        </p>
      )}
    </>
  );
}
