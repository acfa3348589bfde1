import type { ReactNode } from 'react';
import { WEEKDAY_NAMES } from '@common/campaign-settings/schedule';

/**
 * When the business takes meetings: its days and hours in its own zone. The agent offers only
 * slots inside them that are also inside the callee's lawful calling hours, in the callee's time.
 */
export function MeetingHours(props: { days: number[]; onDays: (d: number[]) => void; children: ReactNode }) {
  const toggle = (d: number) =>
    props.onDays(props.days.includes(d) ? props.days.filter((x) => x !== d) : [...props.days, d].sort());
  return (
    <fieldset className="space-y-2" data-testid="meeting-hours">
      <legend className="text-sm font-medium">
        Meeting hours (blank: weekdays 09:00–17:00 in the transfer hours&apos; zone, else the scheduler&apos;s)
      </legend>
      <div className="flex flex-wrap gap-3 text-sm">
        {WEEKDAY_NAMES.map((name, d) => (
          <label key={name} className="flex items-center gap-1">
            <input type="checkbox" checked={props.days.includes(d)} onChange={() => toggle(d)} />
            {name}
          </label>
        ))}
      </div>
      <div className="grid gap-3 md:grid-cols-3">{props.children}</div>
    </fieldset>
  );
}
