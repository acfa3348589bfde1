import type { ReactNode } from 'react';
import type { TTrialListItem } from '@common/trials/schemas';
import { Dialog } from '@client/components/ui/dialog';
import { formatDateTime, formatDuration, modeLabel } from './trial-filters';
import { TrialStatusBadge } from './trial-status-badge';
import { useFollowUps } from './use-follow-ups';
import { ScrollText } from '@client/components/ui/scroll-text';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="grid grid-cols-[9rem_1fr] gap-2 py-1 text-sm">
    <dt className="font-medium text-muted-foreground">{label}</dt>
    <dd className="break-words">{children}</dd>
  </div>
);

const Section = ({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) => (
  <section className="space-y-1" data-testid={testId}>
    <h3 className="text-sm font-semibold">{title}</h3>
    {children}
  </section>
);

const configText = (v: unknown) =>
  Array.isArray(v) ? v.join(', ') : typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);

/** Who agreed, when, from where: the server's record (the address is the real client address). */
const consentLine = (t: TTrialListItem) =>
  [
    `Given ${formatDateTime(t.consentedAt)}`,
    `from ${t.ipAddress ?? 'an unknown address'}`,
    t.userAgent ? `with ${t.userAgent}` : null,
  ]
    .filter(Boolean)
    .join(' ') +
  (t.phoneVerified ? '; number proved by a text-message code.' : '; number not proved (before verification existed).');

/** Everything known about one trial: configuration, timestamps, client, consent, call outcome. */
export function TrialDetailsDialog({ trial, onClose }: { trial: TTrialListItem | null; onClose(): void }) {
  return (
    <Dialog
      open={trial !== null}
      onOpenChange={(o) => !o && onClose()}
      title="Trial Details"
      description={
        trial ? `${trial.phoneNumber}${trial.phoneExtension ? ` ext. ${trial.phoneExtension}` : ''}` : undefined
      }
      className="max-w-2xl"
    >
      {trial && (
        <div className="space-y-4">
          <dl>
            <Field label="Status">
              <TrialStatusBadge status={trial.callStatus} />
            </Field>
            <Field label="Mode">{modeLabel(trial.callMode)}</Field>
            <Field label="Duration">{formatDuration(trial.durationSeconds)}</Field>
            <Field label="Created">{formatDateTime(trial.createdAt)}</Field>
            <Field label="Completed">{formatDateTime(trial.completedAt)}</Field>
            <Field label="User Agent">{trial.userAgent ?? '—'}</Field>
            <Field label="IP Address">{trial.ipAddress ?? '—'}</Field>
            {trial.blandCallId && <Field label="Call ID">{trial.blandCallId}</Field>}
            {trial.answeredBy && <Field label="Answered By">{trial.answeredBy}</Field>}
            {trial.notes && <Field label="Notes">{trial.notes}</Field>}
          </dl>
          <Section title="Agent Configuration" testId="trial-config">
            <dl>
              {Object.entries(trial.agentConfig)
                .filter(([, v]) => v !== '' && v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0))
                .map(([k, v]) => (
                  <Field key={k} label={k}>
                    {configText(v)}
                  </Field>
                ))}
            </dl>
          </Section>
          {trial.consentedAt && (
            <Section title="Consent" testId="trial-consent">
              <p className="text-sm">{trial.consentText}</p>
              <p className="text-xs text-muted-foreground" data-testid="trial-consent-line">
                {consentLine(trial)}
              </p>
            </Section>
          )}
          {trial.dialledPrompt && (
            <Section title="Prompt Dialled" testId="trial-prompt">
              <ScrollText
                label="Prompt dialled"
                className="max-h-60 whitespace-pre-wrap rounded-md bg-muted p-3 text-xs"
              >
                {trial.dialledPrompt}
              </ScrollText>
            </Section>
          )}
          {trial.summary && (
            <Section title="Summary" testId="trial-summary">
              <p className="whitespace-pre-wrap text-sm">{trial.summary}</p>
            </Section>
          )}
          {trial.transcript && (
            <Section title="Transcript" testId="trial-transcript">
              <ScrollText label="Transcript" className="max-h-60 whitespace-pre-wrap rounded-md bg-muted p-3 text-xs">
                {trial.transcript}
              </ScrollText>
            </Section>
          )}
          {trial.recordingUrl?.startsWith('https://') && (
            <a
              href={trial.recordingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="text-sm text-primary underline"
            >
              Listen to recording
            </a>
          )}
          <FollowUps trialId={trial.id} />
          {trial.errorMessage && (
            <Section title="Error" testId="trial-error">
              <p className="text-sm text-destructive">{trial.errorMessage}</p>
            </Section>
          )}
        </div>
      )}
    </Dialog>
  );
}

/** Follow-ups stored by Schedule Follow-up, soonest first. */
function FollowUps({ trialId }: { trialId: string }) {
  const list = useFollowUps(trialId);
  if (!list.data?.length) return null;
  return (
    <Section title="Follow-ups" testId="trial-follow-ups">
      <ul className="space-y-1 text-sm">
        {list.data.map((f) => (
          <li key={f.id}>
            <span className="font-medium">
              {new Date(f.scheduledFor).toLocaleDateString(undefined, { timeZone: 'UTC', dateStyle: 'medium' })}
            </span>
            {f.notes ? ` — ${f.notes}` : ''}
          </li>
        ))}
      </ul>
    </Section>
  );
}
