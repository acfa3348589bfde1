import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DEV_QUEUE_MSG, type TLeadCreateBookingResponse, type TQualifiedLead } from '@common/dev-queue/schemas';
import { CampaignScope } from '@client/components/campaign-scope';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { errorReason as reason } from '@client/lib/error-reason';
import { toast } from '@client/lib/use-toast';
import { LacksNote, useCan } from '@client/shared/role/role';
import { MeetingPrepPanel } from './meeting-prep-panel';
import { ScheduledMeetings } from './scheduled-meetings';
import { createBooking, meetingsKey, processSuccessfulCalls, qualifiedKey, useQualifiedLeads } from './use-dev-queue';

const nameOf = (l: TQualifiedLead) => `${l.firstName} ${l.lastName}`.trim() || l.email;

/**
 * Opens the booking in a new tab. The tab is opened inside the click (before the request) so
 * popup blockers allow it, then pointed at the link; it is closed again if the request fails.
 */
async function openBooking(leadId: string): Promise<TLeadCreateBookingResponse> {
  const tab = window.open('', '_blank');
  try {
    const made = await createBooking(leadId);
    if (tab) {
      tab.opener = null;
      tab.location.href = made.bookingUrl;
    } else window.open(made.bookingUrl, '_blank', 'noopener');
    return made;
  } catch (err) {
    tab?.close();
    throw err;
  }
}

/** Spec §2 Dev Queue tab: needs a selected campaign; qualified leads, meeting prep, scheduled meetings. */
export function DevQueueTab({
  campaignId,
  onViewCampaigns,
  onSelect,
}: {
  campaignId: string | null;
  onViewCampaigns(): void;
  onSelect(id: string): void;
}) {
  return (
    <CampaignScope
      campaignId={campaignId}
      onViewCampaigns={onViewCampaigns}
      onSelect={onSelect}
      purpose="see its qualified leads"
      title="Dev Queue"
    >
      {(id) => <CampaignQueue campaignId={id} />}
    </CampaignScope>
  );
}

function CampaignQueue({ campaignId }: { campaignId: string }) {
  const qc = useQueryClient();
  const leads = useQualifiedLeads(campaignId);
  const [prepLead, setPrepLead] = useState<TQualifiedLead | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const may = useCan('campaigns:run');
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: qualifiedKey(campaignId) });
    void qc.invalidateQueries({ queryKey: meetingsKey(campaignId) });
  };

  const onBook = async (lead: TQualifiedLead) => {
    setBusy(lead.leadId);
    try {
      const made = await openBooking(lead.leadId);
      toast(
        made.mailedTo
          ? { title: 'Link sent', description: `The booking link was mailed to ${made.mailedTo}.` }
          : { title: 'Link created', description: 'No email was sent: pass the booking link on to the lead yourself.' },
      );
      refresh();
    } catch (err) {
      toast({
        variant: 'destructive',
        title: DEV_QUEUE_MSG.bookingFailed,
        description: reason(err, DEV_QUEUE_MSG.bookingFailedText),
      });
    } finally {
      setBusy(null);
    }
  };
  const onProcess = async () => {
    setBusy('process');
    try {
      const r = await processSuccessfulCalls(campaignId);
      toast({
        title: 'Successful calls processed',
        description: `${r.bookingsCreated} booking${r.bookingsCreated === 1 ? '' : 's'} created`,
      });
      refresh();
    } catch (err) {
      toast({
        variant: 'destructive',
        title: DEV_QUEUE_MSG.processingFailed,
        description: reason(err, DEV_QUEUE_MSG.processingFailedText),
      });
    } finally {
      setBusy(null);
    }
  };

  const items = leads.data?.items ?? [];
  const unbooked = items.filter((l) => !l.booking).length;
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
          <div>
            <CardTitle className="text-lg">Qualified Leads</CardTitle>
            <p className="text-sm text-muted-foreground">
              Completed calls where a person answered, talked for a while and asked to hear more, with no opt-out.
            </p>
          </div>
          <Button onClick={onProcess} disabled={!may.allowed || busy !== null || !leads.data} title={may.reason}>
            {busy === 'process' ? 'Processing…' : 'Process Successful Calls'}
          </Button>
          <LacksNote permission="campaigns:run" />
        </CardHeader>
        <CardContent>
          {leads.isLoading && <Spinner label="Loading qualified leads" />}
          {leads.isError && (
            <p className="text-sm text-destructive">{reason(leads.error, 'Could not load the qualified leads.')}</p>
          )}
          {leads.data && items.length === 0 && (
            <p className="text-sm text-muted-foreground">
              No qualified leads yet. Leads appear here once their calls complete with interest.
            </p>
          )}
          {leads.data && items.length > 0 && (
            <p className="mb-2 text-xs text-muted-foreground">
              {leads.data.total} qualified · {unbooked} without a booking
            </p>
          )}
          <ul className="divide-y" aria-label="Qualified leads">
            {items.map((l) => (
              <li
                key={l.leadId}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
                data-testid="qualified-lead"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {nameOf(l)} · {l.companyName}
                  </p>
                  <p className="truncate text-xs text-muted-foreground">
                    {[l.email, l.phoneNumber, l.durationSeconds ? `${l.durationSeconds} s call` : '']
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <p className="truncate text-xs italic text-muted-foreground">{l.reason}</p>
                </div>
                <Badge variant={l.callStatus === 'scheduled' ? 'success' : 'info'}>{l.callStatus}</Badge>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    onClick={() => onBook(l)}
                    disabled={!may.allowed || busy !== null}
                    title={may.reason}
                    aria-label={`Create Booking for ${nameOf(l)}`}
                  >
                    {busy === l.leadId ? 'Creating…' : l.booking ? 'Open Booking' : 'Create Booking'}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setPrepLead(l)}
                    aria-label={`Meeting Prep for ${nameOf(l)}`}
                  >
                    Meeting Prep
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <MeetingPrepPanel leadId={prepLead?.leadId ?? null} leadName={prepLead ? nameOf(prepLead) : ''} />
        <ScheduledMeetings campaignId={campaignId} />
      </div>
    </div>
  );
}

/** Shortcut to the newest campaigns, as on the Enrichment tab. */
