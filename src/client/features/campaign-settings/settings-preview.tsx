import type { TCampaignProfileView } from '@common/campaign-settings/schemas';

/** What a call of this campaign will say and sound like, shown before anything is dialled. */
export function SettingsPreview({ preview }: { preview: TCampaignProfileView['preview'] }) {
  return (
    <div className="space-y-3 rounded-md border bg-muted/40 p-3 text-sm" data-testid="settings-preview">
      <h3 className="font-semibold">What the call will say</h3>
      <div>
        <p className="text-xs font-medium text-muted-foreground">AI disclosure (opens every call)</p>
        <p data-testid="preview-disclosure">{preview.disclosure}</p>
      </div>
      <div>
        <p className="text-xs font-medium text-muted-foreground">Voice</p>
        <p data-testid="preview-voice">{preview.voice}</p>
      </div>
      <div>
        <p className="text-xs font-medium text-muted-foreground">
          Agent prompt for {preview.leadName ? `the first lead (${preview.leadName})` : 'a lead'}, from the file&apos;s
          fields; enrichment adds what the lead&apos;s website says
        </p>
        {/* Focusable: a scrolling region must be reachable from the keyboard. */}
        <pre
          className="max-h-72 overflow-auto whitespace-pre-wrap break-words text-xs"
          data-testid="preview-prompt"
          tabIndex={0}
          aria-label="Agent prompt preview"
        >
          {preview.prompt}
        </pre>
      </div>
    </div>
  );
}
