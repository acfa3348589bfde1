// What the Dev Queue shows beside a booking: the name of the scheduler that made its link. Keyed by
// the adapter name stored with the booking, so a booking made before a switch keeps its own name.
const LABELS: Record<string, string> = { calendly: 'Calendly', builtin: 'Built-in scheduler' };

export const schedulerLabel = (adapter: string): string => LABELS[adapter] ?? adapter;
