import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TFieldValue } from '@common/outcomes/schemas';
import { CALL_STATUS_LABEL, type TCallStatus } from '@common/outreach/states';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { Select } from '@client/components/ui/select';
import { Spinner } from '@client/components/ui/spinner';
import { useCan } from '@client/shared/role/role';
import { overrideDisposition, useLeadCallDetails } from './use-results';

export const fieldText = (v: TFieldValue | undefined) =>
  v === null || v === undefined ? '—' : typeof v === 'boolean' ? (v ? 'Yes' : 'No') : String(v);

/** A lead's latest call: transcript by speaker, recording, disposition (correctable), summary and fields. */
export function LeadDetailsDialog({ leadId, onClose }: { leadId: string | null; onClose(): void }) {
  const details = useLeadCallDetails(leadId);
  const qc = useQueryClient();
  const [saving, setSaving] = useState(false);
  const may = useCan('campaigns:run');
  const d = details.data;
  const change = async (disposition: string) => {
    if (!d?.outcome) return;
    setSaving(true);
    try {
      await overrideDisposition(d.outcome.callId, disposition);
      await qc.invalidateQueries();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      open={leadId !== null}
      onOpenChange={(o) => !o && onClose()}
      title="Lead Details"
      description={d ? `${d.lead.name || d.lead.email} · ${d.lead.companyName} · ${d.lead.phone}` : undefined}
      className="max-w-3xl"
    >
      {!d ? (
        <Spinner className="mx-auto h-6 w-6" label="Loading lead details" />
      ) : !d.call ? (
        <p className="text-sm text-muted-foreground">This lead has not been called yet.</p>
      ) : (
        <div className="space-y-4" data-testid="lead-details">
          <section className="flex flex-wrap items-center gap-3 text-sm">
            <span className="font-medium">Call status</span>
            <Badge variant="outline" data-testid="lead-call-status">
              {CALL_STATUS_LABEL[d.call.status as TCallStatus] ?? d.call.status}
            </Badge>
            {d.call.direction === 'inbound' && (
              <Badge variant="info" data-testid="lead-call-direction">
                Inbound: they called us
              </Badge>
            )}
            {d.call.answeredBy && <span className="text-muted-foreground">answered by {d.call.answeredBy}</span>}
          </section>
          <section className="flex flex-wrap items-center gap-3">
            <span className="text-sm font-medium">Disposition</span>
            {d.outcome ? (
              <>
                <Badge data-testid="lead-disposition">{d.outcome.disposition}</Badge>
                <Select
                  aria-label="Correct the disposition"
                  className="w-56"
                  value={d.outcome.disposition}
                  onValueChange={(v) => void change(v)}
                  disabled={!may.allowed}
                  title={may.reason}
                  options={d.dispositions.map((x) => ({ value: x, label: x }))}
                />
                {saving && <Spinner className="h-4 w-4" label="Saving" />}
                <span className="text-xs text-muted-foreground">
                  {d.outcome.override
                    ? `Corrected ${new Date(d.outcome.override.at).toLocaleString()} (reader said “${d.outcome.readerDisposition}”)`
                    : `Read by ${d.outcome.reader === 'llm' ? 'the LLM' : 'the Sandbox transcript reader'} · prompt version ${d.outcome.templateVersion}`}
                </span>
              </>
            ) : (
              <span className="text-sm text-muted-foreground" data-testid="lead-reading">
                {d.reading ? 'reading…' : 'Not read yet'}
              </span>
            )}
          </section>
          {d.outcome && (
            <section>
              <h3 className="text-sm font-semibold">Summary</h3>
              <p className="text-sm" data-testid="lead-summary">
                {d.outcome.summary}
              </p>
            </section>
          )}
          {d.fields.length > 0 && (
            <section>
              <h3 className="text-sm font-semibold">Fields</h3>
              <dl className="grid grid-cols-[12rem_1fr] gap-1 text-sm" data-testid="lead-fields">
                {d.fields.map((f) => (
                  <div key={f.name} className="contents">
                    <dt className="text-muted-foreground">{f.name}</dt>
                    <dd>{fieldText(d.outcome?.fields[f.name])}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
          <section>
            <h3 className="text-sm font-semibold">Recording</h3>
            {d.call.recordingUrl ? (
              <audio controls src={d.call.recordingUrl} className="w-full" data-testid="lead-recording" />
            ) : (
              <p className="text-sm text-muted-foreground">No recording for this call.</p>
            )}
          </section>
          <section>
            <h3 className="text-sm font-semibold">
              Transcript{d.call.durationSeconds !== null ? ` · ${d.call.durationSeconds} s` : ''}
              {d.call.endReason ? ` · ended: ${d.call.endReason}` : ''}
              {d.call.completedAt
                ? ` · ${new Date(d.call.completedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'long' })}`
                : ''}
            </h3>
            {d.call.transcript.length === 0 ? (
              <p className="text-sm text-muted-foreground">No transcript.</p>
            ) : (
              <ol
                className="max-h-72 space-y-1 overflow-y-auto rounded border p-2 text-sm"
                data-testid="lead-transcript"
              >
                {d.call.transcript.map((l, i) => (
                  <li key={i} className={l.speaker === 'agent' ? 'text-muted-foreground' : ''}>
                    <span className="font-medium">
                      {l.speaker === 'agent' ? 'Agent' : d.call?.direction === 'inbound' ? 'Caller' : 'Callee'}:
                    </span>{' '}
                    {l.text}
                  </li>
                ))}
              </ol>
            )}
          </section>
          {d.history.length > 1 && (
            <section className="space-y-1">
              <h3 className="text-sm font-semibold">Call history</h3>
              <ol className="space-y-1 text-sm" data-testid="lead-call-history">
                {d.history.map((h) => (
                  <li key={h.id}>
                    {new Date(h.at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })} ·{' '}
                    {h.direction === 'inbound' ? 'they called us' : 'we called'} · {h.disposition ?? h.status}
                  </li>
                ))}
              </ol>
            </section>
          )}
          <div className="flex justify-end">
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
