import {
  RETRY_OUTCOME_LABEL,
  RETRY_OUTCOMES,
  VOICEMAIL_VARIABLES,
  type TCallHandling,
  type TRetryRule,
} from '@common/outcomes/call-handling';
import { Input, Label, Textarea } from '@client/components/ui/input';
import { Select } from '@client/components/ui/select';

/**
 * The campaign's voicemail action (hang up, or leave a message with lead variables) and its retries
 * per outcome. Part of the outcome settings form: validated by the same zod schema as the server.
 */
export function CallHandlingFields({
  value,
  onChange,
}: {
  value: TCallHandling;
  onChange: (v: TCallHandling) => void;
}) {
  const setRule = (o: (typeof RETRY_OUTCOMES)[number], patch: Partial<TRetryRule>) =>
    onChange({ ...value, retries: { ...value.retries, [o]: { ...value.retries[o], ...patch } } });
  const leave = value.voicemail.action === 'leave_message';
  return (
    <div className="space-y-3" data-testid="call-handling">
      <h3 className="text-sm font-semibold">Voicemail</h3>
      <div className="grid gap-2 md:grid-cols-[14rem_1fr]">
        <Select
          aria-label="On voicemail"
          value={value.voicemail.action}
          onValueChange={(v) =>
            onChange({ ...value, voicemail: { ...value.voicemail, action: v as TCallHandling['voicemail']['action'] } })
          }
          options={[
            { value: 'hangup', label: 'Hang up' },
            { value: 'leave_message', label: 'Leave a message' },
          ]}
        />
        {leave && (
          <div className="space-y-1">
            <Label htmlFor="voicemail-message">Voicemail message</Label>
            <Textarea
              id="voicemail-message"
              rows={3}
              value={value.voicemail.message}
              placeholder="Hi {{first_name}}, this is Ava calling for {{company_name}}…"
              onChange={(e) => onChange({ ...value, voicemail: { ...value.voicemail, message: e.target.value } })}
            />
            <p className="text-xs text-muted-foreground">
              Spoken after the beep when a machine answers. Lead variables:{' '}
              {VOICEMAIL_VARIABLES.map((v) => `{{${v}}}`).join(', ')}.
            </p>
          </div>
        )}
      </div>
      <h3 className="text-sm font-semibold">Retries per outcome</h3>
      <p className="text-xs text-muted-foreground">
        Max attempts counts the first call. A retry always waits for the callee&apos;s legal calling hours.
      </p>
      <div className="grid gap-2 md:grid-cols-[8rem_10rem_12rem]">
        <span className="text-xs text-muted-foreground">Outcome</span>
        <span className="text-xs text-muted-foreground">Max attempts</span>
        <span className="text-xs text-muted-foreground">Delay (minutes)</span>
        {RETRY_OUTCOMES.map((o) => (
          <div key={o} className="contents" data-testid={`retry-${o}`}>
            <span className="self-center text-sm">{RETRY_OUTCOME_LABEL[o]}</span>
            <Input
              aria-label={`${RETRY_OUTCOME_LABEL[o]}: max attempts`}
              type="number"
              min={1}
              max={10}
              value={value.retries[o].maxAttempts}
              onChange={(e) => setRule(o, { maxAttempts: Number(e.target.value) })}
            />
            <Input
              aria-label={`${RETRY_OUTCOME_LABEL[o]}: delay in minutes`}
              type="number"
              min={0}
              max={10080}
              value={value.retries[o].delayMinutes}
              onChange={(e) => setRule(o, { delayMinutes: Number(e.target.value) })}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
