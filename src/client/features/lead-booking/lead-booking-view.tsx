import { bothTimes } from '@common/booking/both-times';
import { useMemo, useState } from 'react';
import { DayTabs } from '@client/shared/slot-days/day-tabs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, CheckCircle2 } from 'lucide-react';
import { LEAD_BOOKING_MSG, type TLeadBookingPage, type TLeadMeeting } from '@common/dev-queue/lead-booking-page';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@client/components/ui/card';
import { FieldError } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api';
import { errorReason } from '@client/lib/error-reason';
import { toast } from '@client/lib/use-toast';
import { formatSlot, groupSlotsByDay } from '@client/shared/slot-days/slot-days';
import { bookLeadSlot, leadBookingKey } from './lead-booking-api';

/**
 * /book/<token>: a qualified lead picks a meeting time. No deposit and no form: the link itself
 * says who is booking, and the lead's email (if any) gets the confirmation.
 */
export function LeadBookingView({ token }: { token: string }) {
  const page = useQuery<TLeadBookingPage>({ queryKey: leadBookingKey(token), retry: false });
  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:py-14">
      {page.isLoading && <Spinner label="Loading your booking page" />}
      {page.isError && (
        <Card role="alert" data-testid="lead-booking-error">
          <CardHeader>
            <h1 className="text-xl font-semibold leading-tight">Booking link not valid</h1>
            <CardDescription>{errorReason(page.error, LEAD_BOOKING_MSG.unknownLink)}</CardDescription>
          </CardHeader>
        </Card>
      )}
      {page.data && <LeadBooking token={token} page={page.data} />}
    </section>
  );
}

function LeadBooking({ token, page }: { token: string; page: TLeadBookingPage }) {
  const first = page.name.split(' ')[0] || page.name;
  return (
    <Card data-testid="lead-booking">
      <CardHeader>
        <h1 className="flex items-center gap-2 text-2xl font-semibold leading-tight">
          <CalendarDays className="h-6 w-6 shrink-0 text-primary" aria-hidden />{' '}
          {page.meeting ? `Your meeting, ${first}` : `Book your meeting, ${first}`}
        </h1>
        {!page.meeting && (
          <CardDescription>
            Thank you for talking with us{page.companyName ? ` about ${page.companyName}` : ''}. Pick a time for a
            follow-up meeting; booking is free.
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        {page.meeting ? (
          <Booked meeting={page.meeting} timeZone={page.timeZone} businessTimeZone={page.businessTimeZone} />
        ) : (
          <Slots token={token} page={page} />
        )}
      </CardContent>
    </Card>
  );
}

function Booked({
  meeting,
  timeZone,
  businessTimeZone,
}: {
  meeting: TLeadMeeting;
  timeZone: string;
  businessTimeZone: string;
}) {
  const times = bothTimes(new Date(meeting.slotStart), { callee: timeZone, business: businessTimeZone });
  return (
    <div className="flex flex-col items-center gap-2 p-6 text-center" data-testid="lead-meeting-booked">
      <CheckCircle2 className="h-10 w-10 text-success" aria-hidden />
      <p className="text-lg font-semibold">Your meeting is booked</p>
      <p data-testid="meeting-callee-time">{times.callee}, your time</p>
      {timeZone !== businessTimeZone && (
        <p className="text-sm text-muted-foreground" data-testid="meeting-business-time">
          {times.business} for us
        </p>
      )}
      <p className="text-sm text-muted-foreground">
        {meeting.confirmationSentTo
          ? `A confirmation was sent to ${meeting.confirmationSentTo}.`
          : 'Keep this page: it shows your meeting time.'}
      </p>
    </div>
  );
}

function Slots({ token, page }: { token: string; page: TLeadBookingPage }) {
  const qc = useQueryClient();
  const days = useMemo(() => groupSlotsByDay(page.slots, page.timeZone), [page.slots, page.timeZone]);
  const [dayKey, setDayKey] = useState<string | null>(null);
  const day = days.find((d) => d.key === dayKey) ?? days[0];
  const book = useMutation({
    mutationFn: (slotStart: string) => bookLeadSlot(token, { slotStart }),
    onSuccess: (made) => {
      toast({ title: LEAD_BOOKING_MSG.booked, description: formatSlot(made.slotStart, page.timeZone) });
      return qc.invalidateQueries({ queryKey: leadBookingKey(token) });
    },
    // A slot taken meanwhile: the server's words stay shown and the free times are read again.
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) void qc.invalidateQueries({ queryKey: leadBookingKey(token) });
    },
  });

  if (!day)
    return <p className="text-sm text-muted-foreground">No times are open right now. Please check back tomorrow.</p>;
  return (
    <div className="grid gap-3 rounded-lg border">
      <DayTabs timeZone={page.timeZone} days={days} dayKey={day.key} onDay={setDayKey} tabsClassName="px-3 pb-3" />
      {book.isError && (
        <div className="px-4">
          <FieldError message={errorReason(book.error, 'Booking failed. Please try again.')} />
        </div>
      )}
      <div className="grid grid-cols-3 gap-2 px-3 pb-3 sm:grid-cols-5" aria-label={`Times on ${day.label}`}>
        {day.slots.map((s) => (
          <Button
            key={s.start}
            variant="outline"
            size="sm"
            disabled={book.isPending}
            onClick={() => book.mutate(s.start)}
            aria-label={`Book ${formatSlot(s.start, page.timeZone)}`}
          >
            {s.time}
          </Button>
        ))}
      </div>
    </div>
  );
}
