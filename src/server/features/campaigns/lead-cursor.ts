import { z } from 'zod';
import { AppError } from '@common/errors';

// A keyset cursor: the sort it belongs to, the last lead's sort key (as the database prints it, so
// timestamps keep their microseconds) and its id. Opaque to clients: base64url of a JSON triple.
// The sort is inside so a cursor reused with another sort is a clear 400, not a failed cast.

const ZCursor = z.tuple([z.string().max(40), z.string().max(1000).nullable(), z.uuid()]);

export interface LeadCursor {
  /** e.g. "companyName" or "-row". */
  sort: string;
  value: string | null;
  id: string;
}

export function encodeCursor(c: LeadCursor): string {
  return Buffer.from(JSON.stringify([c.sort, c.value, c.id])).toString('base64url');
}

export function decodeCursor(cursor: string, sort: string): Omit<LeadCursor, 'sort'> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const ok = ZCursor.safeParse(parsed);
  if (!ok.success || ok.data[0] !== sort)
    throw new AppError('BAD_REQUEST', 'Invalid cursor: pass the nextCursor of the previous page with the same sort');
  return { value: ok.data[1], id: ok.data[2] };
}
