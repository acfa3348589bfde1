// A meeting is seen by two people in two zones: the callee reads it on their own clock, the
// business on its own. Every view of a booked meeting (mail, Dev Queue, the lead's page) names both.

const formatters = new Map<string, Intl.DateTimeFormat>();

/** "Tue, Dec 1, 8:00 AM HST": a moment on one zone's clock, the zone named. */
export function zonedLabel(at: Date, timeZone: string): string {
  let f = formatters.get(timeZone);
  if (!f)
    formatters.set(
      timeZone,
      (f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      })),
    );
  return f.format(at);
}

/** The place name of a zone: "Pacific/Honolulu" → "Honolulu". */
export const zoneCity = (timeZone: string) => (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');

export interface BothTimes {
  /** On the callee's clock: "Tue, Dec 1, 8:00 AM HST (Honolulu)". */
  callee: string;
  /** On the business's clock: "Tue, Dec 1, 1:00 PM EST (New York)". */
  business: string;
}

export function bothTimes(at: Date, zones: { callee: string; business: string }): BothTimes {
  return {
    callee: `${zonedLabel(at, zones.callee)} (${zoneCity(zones.callee)})`,
    business: `${zonedLabel(at, zones.business)} (${zoneCity(zones.business)})`,
  };
}
