import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import type { TBookingConfigResponse } from '@common/booking/schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { BOOKING_CONFIG_KEY } from './pricing-api';
import { useDepositStatus } from './use-deposit';
import { currentBookingPrefill, withEmbedPrefill } from './booking-prefill';

// The slot picker (a form with its validation) only ever shows after a verified deposit.
const SlotPicker = lazy(() => import('./slot-picker').then((m) => ({ default: m.SlotPicker })));

/** Spec §9: the calendar embed is 400 px high. */
export const CALENDAR_HEIGHT_PX = 400;

/**
 * Consultation booking, shown only once the server has verified the deposit: Calendly's inline
 * widget when configured, otherwise the built-in slot picker.
 */
export function BookingSection() {
  const deposit = useDepositStatus();
  const verified = deposit.data?.verified === true;
  const config = useQuery<TBookingConfigResponse>({ queryKey: BOOKING_CONFIG_KEY, enabled: verified });
  if (!verified) return null;

  return (
    <Card data-testid="booking-section">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <CalendarDays className="h-5 w-5 text-primary" aria-hidden /> Book your consultation
        </CardTitle>
        <CardDescription>Pick a time to talk through your custom agent with our team.</CardDescription>
      </CardHeader>
      <CardContent>
        <div
          style={{ height: CALENDAR_HEIGHT_PX }}
          className="overflow-hidden rounded-lg border"
          data-testid="booking-calendar"
        >
          {config.isPending ? (
            <div className="flex h-full items-center justify-center">
              <Spinner label="Loading the calendar" />
            </div>
          ) : config.isError || !config.data ? (
            <p role="alert" className="p-4 text-sm text-destructive">
              The calendar could not be loaded. Please reload the page.
            </p>
          ) : config.data.mode === 'embed' ? (
            <iframe
              title="Schedule a consultation"
              src={withEmbedPrefill(config.data.embedUrl, currentBookingPrefill())}
              className="h-full w-full border-0"
            />
          ) : (
            <Suspense fallback={<Spinner label="Loading the calendar" />}>
              <SlotPicker config={config.data} />
            </Suspense>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
