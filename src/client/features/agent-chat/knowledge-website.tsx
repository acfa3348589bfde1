import { useEffect, useState } from 'react';
import { ZKnowledgeWebsiteRequest } from '@common/conversations/knowledge';
import { Button } from '@client/components/ui/button';
import { Input, Label } from '@client/components/ui/input';
import { useCan } from '@client/shared/role/role';
import { readWebsite } from './knowledge-api';
import { errorText } from '@client/lib/api';

/**
 * The calling business's own website: read on request into what the campaign's agent knows (its
 * own passages: a lead's site is the callee's, never the caller's knowledge).
 */
export function KnowledgeWebsite({
  campaignId,
  saved,
  onRead,
}: {
  campaignId: string;
  saved: string | null;
  onRead: () => Promise<void>;
}) {
  const may = useCan('prompts:edit');
  const [website, setWebsite] = useState(saved ?? '');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ error: boolean; text: string } | null>(null);
  useEffect(() => setWebsite(saved ?? ''), [saved]);
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = ZKnowledgeWebsiteRequest.safeParse({ website });
    if (!parsed.success) return setNote({ error: true, text: parsed.error.issues[0].message });
    setBusy(true);
    setNote(null);
    try {
      const r = await readWebsite(campaignId, parsed.data.website);
      setNote({ error: false, text: `Read ${r.pagesRead} page(s) of ${r.site}: ${r.passages} passages.` });
      await onRead();
    } catch (err) {
      setNote({ error: true, text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={onSubmit} className="space-y-1" data-testid="knowledge-website">
      <Label htmlFor={`kw-${campaignId}`}>Your business website</Label>
      <div className="flex gap-2">
        <Input
          id={`kw-${campaignId}`}
          value={website}
          placeholder="https://www.your-business.com"
          onChange={(e) => setWebsite(e.target.value)}
        />
        <Button type="submit" size="sm" variant="outline" disabled={busy || !may.allowed} title={may.reason}>
          {busy ? 'Reading…' : 'Read website'}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        {saved
          ? 'The agent answers from this site.'
          : 'Not set: the agent answers from its questions and answers only.'}
      </p>
      {note && (
        <p role={note.error ? 'alert' : 'status'} className={note.error ? 'text-sm text-destructive' : 'text-sm'}>
          {note.text}
        </p>
      )}
    </form>
  );
}
