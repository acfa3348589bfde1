const formatters = new Map<string, Intl.DateTimeFormat>();

/** "Tue, Dec 1, 10:00 AM EST": a slot as the callee reads it, in their own time zone. */
export function slotLabel(at: Date, timeZone: string): string {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f.format(at);
}
