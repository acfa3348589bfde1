import { z } from 'zod';
import { findTextProblem, normalizeText, TEXT_PROBLEM_MESSAGES } from './clean-text';

// zod side of the text boundary: every string a request schema accepts is built here, so the
// rule (no control characters, no lone surrogates, NFC, a maximum length) can't be forgotten.
// The server answers 400 naming the field (http/error-handler.ts).

/**
 * A bounded string that passes the text rule; chain `.trim()`, `.min(1, message)` etc. as usual.
 * Line breaks are normalised to "\n" and the text to NFC after the checks.
 */
export function text(max: number, maxMessage?: string) {
  return z
    .string()
    .max(max, maxMessage)
    .refine((s) => findTextProblem(s) !== 'control', { message: TEXT_PROBLEM_MESSAGES.control, abort: true })
    .refine((s) => findTextProblem(s) !== 'surrogate', { message: TEXT_PROBLEM_MESSAGES.surrogate, abort: true })
    .overwrite(normalizeText);
}

/** Our own row ids (uuid): anything else is refused before a query runs. */
export const id = () => z.uuid('must be an id (uuid)');

/**
 * An id issued by a vendor (Stripe `pi_…`, PayPal order ids, sandbox ids): letters, digits and
 * `_ - . :`, at most 255 characters. Refuses everything a vendor never issues before any lookup.
 */
export const vendorId = () =>
  z
    .string()
    .min(1)
    .max(255)
    .regex(/^[A-Za-z0-9_.:-]+$/, 'must be a payment or order id (letters, digits, _ - . :)');

/** A bounded list. */
export const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max);

/** A bounded string-to-string map (free-form metadata). */
export const textRecord = (maxKeys: number, keyMax: number, valueMax: number) =>
  z
    .record(text(keyMax), text(valueMax))
    .refine((r) => Object.keys(r).length <= maxKeys, { message: `must have at most ${maxKeys} entries` });
