import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { useScheduledMeetings } from './use-dev-queue';

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : null;

/**
 * Bookings of the campaign's leads: links ("sent" only when a mail went out; a lead without an
 * email gets a link the admin passes on) and meetings the calendar has confirmed.
 */
export function ScheduledMeetings({ campaignId }: { campaignId: string }) {
  const q = useScheduledMeetings(campaignId);
  const items = q.data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Scheduled Meetings</CardTitle>
      </CardHeader>
      <CardContent>
        {q.isLoading && <Spinner label="Loading meetings" />}
        {q.data && items.length === 0 && <p className="text-sm text-muted-foreground">No meetings scheduled yet.</p>}
        <ul className="divide-y" aria-label="Scheduled meetings">
          {items.map((m) => (
            <li key={m.leadId} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <div className="min-w-0">
                <p className="font-medium">
                  {m.name || m.email} · {m.companyName}
                </p>
                <p className="text-xs text-muted-foreground">
                  {m.status === 'confirmed'
                    ? `Meeting ${m.times ? `${m.times.callee} their time · ${m.times.business} yours` : (when(m.scheduledStart) ?? 'confirmed')}${m.confirmationMailed ? ' · confirmation sent' : ''}`
                    : `Booking link ${m.linkMailed ? `sent to ${m.email}` : 'created'} ${when(m.createdAt)}`}{' '}
                  · {m.providerLabel}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <Badge variant={m.status === 'confirmed' ? 'success' : 'info'}>
                  {m.status === 'confirmed' ? 'Confirmed' : m.linkMailed ? 'Link sent' : 'Link created'}
                </Badge>
                <a className="text-primary underline" href={m.bookingUrl} target="_blank" rel="noopener noreferrer">
                  Booking link
                </a>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
