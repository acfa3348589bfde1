import { useMemo, useState } from 'react';
import { DayTabs } from '@client/shared/slot-days/day-tabs';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import {
  ZCreateBookingRequest,
  type TBookingConfigResponse,
  type TCreateBookingInput,
  type TCreateBookingRequest,
} from '@common/booking/schemas';
import { Button } from '@client/components/ui/button';
import { FieldError, Input, Label, Textarea } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api';
import { toast } from '@client/lib/use-toast';
import { cn } from '@client/lib/utils';
import { BOOKING_CONFIG_KEY, createBooking } from './pricing-api';
import { formatSlot, groupSlotsByDay } from '@client/shared/slot-days/slot-days';
import { currentBookingPrefill } from './booking-prefill';

type Builtin = Extract<TBookingConfigResponse, { mode: 'builtin' }>;

/** The built-in scheduler: pick a day, a time, then leave a name and email. */
export function SlotPicker({ config }: { config: Builtin }) {
  const days = useMemo(() => groupSlotsByDay(config.slots, config.timeZone), [config.slots, config.timeZone]);
  const [dayKey, setDayKey] = useState<string | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const day = days.find((d) => d.key === dayKey) ?? days[0];

  if (config.booking) {
    return (
      <div
        className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center"
        data-testid="booking-confirmed"
      >
        <CheckCircle2 className="h-10 w-10 text-success" aria-hidden />
        <p className="text-lg font-semibold">Your consultation is booked</p>
        <p>{formatSlot(config.booking.slotStart, config.timeZone)}</p>
        <p className="text-sm text-muted-foreground">
          {config.booking.confirmationSentTo
            ? `A confirmation was sent to ${config.booking.confirmationSentTo}.`
            : `Booked for ${config.booking.email}.`}
        </p>
      </div>
    );
  }
  if (!day)
    return (
      <p className="p-4 text-sm text-muted-foreground">No times are open right now. Please check back tomorrow.</p>
    );
  if (slot) return <BookingForm slotStart={slot} timeZone={config.timeZone} onBack={() => setSlot(null)} />;

  return (
    <div className="flex h-full flex-col">
      <DayTabs timeZone={config.timeZone} days={days} dayKey={day.key} onDay={setDayKey} tabsClassName="p-3" />
      <div
        className="grid flex-1 grid-cols-3 content-start gap-2 overflow-y-auto p-3 sm:grid-cols-4"
        aria-label={`Times on ${day.label}`}
      >
        {day.slots.map((s) => (
          <Button key={s.start} variant="outline" size="sm" onClick={() => setSlot(s.start)}>
            {s.time}
          </Button>
        ))}
      </div>
    </div>
  );
}

function BookingForm({ slotStart, timeZone, onBack }: { slotStart: string; timeZone: string; onBack(): void }) {
  const queryClient = useQueryClient();
  const form = useForm<TCreateBookingInput, unknown, TCreateBookingRequest>({
    resolver: zodResolver(ZCreateBookingRequest),
    defaultValues: {
      slotStart,
      name: currentBookingPrefill()?.name ?? '',
      email: currentBookingPrefill()?.email ?? '',
      notes: '',
    },
  });
  const book = useMutation({
    mutationFn: createBooking,
    onSuccess: () => {
      toast({ title: 'Consultation Booked', description: formatSlot(slotStart, timeZone) });
      return queryClient.invalidateQueries({ queryKey: BOOKING_CONFIG_KEY });
    },
    onError: (err) => {
      // A slot taken meanwhile: show the server's words and refresh the free times.
      if (err instanceof ApiError && err.status === 409)
        void queryClient.invalidateQueries({ queryKey: BOOKING_CONFIG_KEY });
    },
  });
  const { errors } = form.formState;
  const failure =
    book.error instanceof ApiError
      ? (book.error.serverMessage ?? book.error.message)
      : book.error
        ? 'Booking failed. Please try again.'
        : null;

  return (
    <form
      onSubmit={form.handleSubmit((values) => book.mutate(values))}
      className="grid h-full content-start gap-3 overflow-y-auto p-4"
      aria-label="Booking details"
    >
      <div className="flex items-center justify-between gap-2">
        <p className="font-medium">{formatSlot(slotStart, timeZone)}</p>
        <Button variant="link" size="sm" onClick={onBack}>
          Change time
        </Button>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="booking-name">Name</Label>
        <Input id="booking-name" autoComplete="name" aria-invalid={!!errors.name} {...form.register('name')} />
        <FieldError message={errors.name?.message} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="booking-email">Email</Label>
        <Input
          id="booking-email"
          type="email"
          autoComplete="email"
          aria-invalid={!!errors.email}
          {...form.register('email')}
        />
        <FieldError message={errors.email?.message} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="booking-notes">What should your agent do? (optional)</Label>
        <Textarea id="booking-notes" rows={2} {...form.register('notes')} />
      </div>
      <FieldError message={failure ?? undefined} />
      <Button type="submit" disabled={book.isPending} className={cn('justify-self-start')}>
        {book.isPending ? <Spinner label="Booking" /> : null} Book Consultation
      </Button>
    </form>
  );
}
