import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import type { TOutboxResponse } from '@common/mail/schemas';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { getQueryFn } from '@client/lib/api';

/**
 * /admin/outbox: the Sandbox mail outbox. Without SMTP_URL every account mail (verification,
 * password reset) is kept here, newest first, and its links can be followed from this page.
 */
export function OutboxView() {
  const outbox = useQuery({
    queryKey: ['/api/admin/outbox'],
    queryFn: getQueryFn<TOutboxResponse>(),
    refetchInterval: 5_000,
  });
  const data = outbox.data;
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center gap-3">
        <Inbox className="h-7 w-7 text-primary" aria-hidden />
        <h1 className="text-2xl font-bold">Mail outbox</h1>
        {data?.mode === 'sandbox' && (
          <Badge variant="warning" data-testid="sandbox-badge-mail">
            Sandbox
          </Badge>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        {data?.mode === 'live'
          ? 'Mail is sent through SMTP (SMTP_URL), so nothing is kept here.'
          : "No SMTP server is configured (SMTP_URL), so account mail is not sent: it is kept here instead. A mail's links are shown only to its recipient and to Owners, since they open accounts."}
      </p>
      {outbox.isLoading && <Spinner className="mx-auto h-8 w-8" label="Loading the outbox" />}
      {outbox.isError && (
        <p role="alert" className="text-sm text-destructive">
          The outbox could not be loaded. Reload the page to try again.
        </p>
      )}
      {data && data.messages.length === 0 && <p className="text-sm text-muted-foreground">No mail yet.</p>}
      {data?.messages.map((m) => (
        <Card key={m.id} data-testid="outbox-message">
          <CardHeader>
            <CardTitle className="text-lg">{m.subject}</CardTitle>
            <CardDescription>
              To {m.recipient} · {new Date(m.createdAt).toLocaleString()}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            <pre className="whitespace-pre-wrap break-words rounded-md bg-muted p-3 font-sans text-sm">{m.text}</pre>
            {m.linksHidden && (
              <p className="text-sm text-muted-foreground">Its links are shown only to the recipient and to Owners.</p>
            )}
            {m.links.length > 0 && (
              <ul className="grid gap-1 text-sm">
                {m.links.map((link) => (
                  <li key={link}>
                    <a className="break-all text-primary underline" href={link}>
                      {link}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
