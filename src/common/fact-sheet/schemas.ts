import { z } from 'zod';
import { text } from '../text/schemas';

// The business's fact sheet: what callers ask most (hours, area served, prices, services,
// contact, who runs it), read from the business's own pages. Every fact keeps the page and the
// line it was read from, so the owner can check it and an agent can say where it comes from.
// A fact the reader was unsure of is absent, never guessed.

export const WEEK_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export const ZWeekDay = z.enum(WEEK_DAYS);
export type TWeekDay = z.infer<typeof ZWeekDay>;

/** Where a fact was read: the page, the line or sentence as written, and how (JSON-LD or text). */
export const ZFactSource = z.object({
  url: text(2048),
  text: text(400),
  from: z.enum(['schema.org', 'page text', 'owner']),
});
export type TFactSource = z.infer<typeof ZFactSource>;

/** 24-hour "HH:MM"; closing "24:00" is midnight at the end of the day. */
const clock = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/);

/** One opening period of one day; a day with two periods (lunch break) has two entries. */
export const ZDayHours = z.object({ day: ZWeekDay, opens: clock, closes: clock });
export type TDayHours = z.infer<typeof ZDayHours>;

export const ZOpeningHours = z.object({
  /** Open periods by day; a day absent is a day the site gives no hours for (or says closed). */
  week: z.array(ZDayHours).max(21),
  /** Days the site says it is closed. */
  closed: z.array(ZWeekDay).max(7),
  /** IANA zone when the site states one ("EST") or its address implies one (a UK address). */
  timeZone: text(64).nullable(),
  /** "Open 24/7". */
  open24h7: z.boolean(),
  /** "Emergency service 24/7": emergencies are answered at any hour, whatever the opening hours. */
  emergency24h7: z.boolean(),
  /** The hours as the site writes them. */
  text: text(400),
  source: ZFactSource,
});
export type TOpeningHours = z.infer<typeof ZOpeningHours>;

export const ZServiceArea = z.object({
  places: z.array(text(80)).max(40),
  radius: z.object({ value: z.number().positive(), unit: z.enum(['mi', 'km']) }).nullable(),
  text: text(400),
  source: ZFactSource,
});
export type TServiceArea = z.infer<typeof ZServiceArea>;

export const ZMoney = z.object({ value: z.number().nonnegative(), currency: text(3) });
export type TMoney = z.infer<typeof ZMoney>;

/** A price or offer exactly as stated; `amount` is its first sum where one can be read. */
export const ZOffer = z.object({ text: text(400), amount: ZMoney.nullable(), source: ZFactSource });
export type TOffer = z.infer<typeof ZOffer>;

/** A single stated value ("(602) 555-0134", "Plumbing repairs", "1998") and its source. */
export const ZFactValue = z.object({ value: text(400), source: ZFactSource });
export type TFactValue = z.infer<typeof ZFactValue>;

export const ZFactSheet = z.object({
  name: ZFactValue.nullable(),
  hours: ZOpeningHours.nullable(),
  area: ZServiceArea.nullable(),
  /** schema.org priceRange ("$$", "$40–$120"). */
  priceRange: ZFactValue.nullable(),
  offers: z.array(ZOffer).max(20),
  services: z.array(ZFactValue).max(20),
  /** Phone numbers in E.164 where they could be read as such, else as written. */
  phones: z.array(ZFactValue).max(5),
  emails: z.array(ZFactValue).max(5),
  addresses: z.array(ZFactValue).max(5),
  /** Founder or owner, by name ("Marisol Sandoval"). */
  owner: ZFactValue.nullable(),
  /** Year founded ("1987"). */
  founded: ZFactValue.nullable(),
});
export type TFactSheet = z.infer<typeof ZFactSheet>;
