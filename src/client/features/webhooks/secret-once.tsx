import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';

/** The signing secret, shown once after register or rotate: copy it now, it is never shown again. */
export function SecretOnce({ secret, url, onDone }: { secret: string; url: string; onDone(): void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Card className="border-yellow-500" data-testid="webhook-secret">
      <CardHeader>
        <CardTitle>Copy the signing secret now</CardTitle>
        <CardDescription>
          For {url}. This is the only time it is shown: your receiver needs it to verify the{' '}
          <code>Callcraft-Signature</code> header (see the README).
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        <code className="break-all rounded-md bg-muted px-3 py-2 text-sm" aria-label="Signing secret">
          {secret}
        </code>
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button onClick={onDone}>I have stored it</Button>
      </CardContent>
    </Card>
  );
}
