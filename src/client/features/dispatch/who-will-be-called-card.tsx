import { FEDERAL_HOLIDAY_NAMES } from '@common/dispatch/holidays';
import type { TDispatchPreview } from '@common/dispatch/schemas';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

function Bucket({
  title,
  testId,
  bucket,
  tone,
}: {
  title: string;
  testId: string;
  bucket: TDispatchPreview['now'] | TDispatchPreview['never'];
  tone: 'success' | 'warning' | 'muted';
}) {
  return (
    <div className="rounded-md border p-3" data-testid={testId}>
      <div className="flex items-center justify-between">
        <span className="font-medium">{title}</span>
        <Badge variant={tone}>{bucket.count}</Badge>
      </div>
      <ul className="mt-2 space-y-1 text-sm text-muted-foreground">
        {bucket.reasons.map((r) => (
          <li key={r.reason}>
            {r.count} · {r.reason}
          </li>
        ))}
      </ul>
      {bucket.sources.length > 0 && (
        <ul
          className="mt-2 space-y-1 border-t pt-2 text-xs text-muted-foreground"
          data-testid={`${testId}-sources`}
          aria-label="Time zone decided"
        >
          {bucket.sources.map((r) => (
            <li key={r.reason}>
              {r.count} · {r.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Who the next dispatch would call now, later (outside calling hours) and never, with why. */
export function WhoWillBeCalledCard({ preview: p }: { preview: TDispatchPreview | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Who will be called</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 md:grid-cols-3">
        {p && (
          <>
            <Bucket title="Now" testId="bucket-now" bucket={p.now} tone="success" />
            <Bucket title="Later" testId="bucket-later" bucket={p.later} tone="warning" />
            <Bucket title="Never" testId="bucket-never" bucket={p.never} tone="muted" />
          </>
        )}
        <p className="text-xs text-muted-foreground md:col-span-3">
          Calling hours are 8:00–21:00 in each lead’s local time (8:00–20:00 and at most 3 calls a day in Florida,
          Oklahoma and Maryland; weekdays 9:00–21:00 in South Dakota; not on Sundays or state legal holidays in Utah and
          Louisiana (8:00–20:00 in Louisiana); weekdays 9:00–18:00 in Rhode Island, not on its holidays or the federal
          ones: {FEDERAL_HOLIDAY_NAMES.join(', ')}); the time zone comes from a time-zone, state or ZIP column, else the
          area code. Numbers on the do-not-call list or the national registry are never dialled.
        </p>
      </CardContent>
    </Card>
  );
}
