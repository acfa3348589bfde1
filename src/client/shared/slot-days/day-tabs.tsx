import { Button } from '@client/components/ui/button';
import type { SlotDay } from './slot-days';

/** The scheduler's time zone, then one tab per day with free times (the pricing calendar and a lead's booking page). */
export function DayTabs({
  timeZone,
  days,
  dayKey,
  onDay,
  tabsClassName = 'p-3',
}: {
  timeZone: string;
  days: SlotDay[];
  dayKey: string;
  onDay(key: string): void;
  tabsClassName?: string;
}) {
  return (
    <>
      <p className="border-b px-4 py-2 text-xs text-muted-foreground">Times shown in {timeZone.replace(/_/g, ' ')}</p>
      <div className={`flex gap-2 overflow-x-auto border-b ${tabsClassName}`} role="tablist" aria-label="Day">
        {days.map((d) => (
          <Button
            key={d.key}
            role="tab"
            aria-selected={d.key === dayKey}
            size="sm"
            variant={d.key === dayKey ? 'default' : 'outline'}
            onClick={() => onDay(d.key)}
          >
            {d.label}
          </Button>
        ))}
      </div>
    </>
  );
}
