import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';

/** The whole key, shown once after it is created: only its hash is kept, so it can't be shown again. */
export function KeyOnce({ apiKey, name, onDone }: { apiKey: string; name: string; onDone(): void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Card className="border-yellow-500" data-testid="api-key-once">
      <CardHeader>
        <CardTitle>Copy the key now</CardTitle>
        <CardDescription>
          For “{name}”. This is the only time it is shown: send it as <code>Authorization: Bearer &lt;key&gt;</code>.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        <code className="break-all rounded-md bg-muted px-3 py-2 text-sm" aria-label="New API key">
          {apiKey}
        </code>
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button onClick={onDone}>I have stored it</Button>
      </CardContent>
    </Card>
  );
}
