import type { z } from 'zod';
import { AppError } from '@common/errors';
import type { TDoNotCallList, ZDoNotCallImportResult } from '@common/dispatch/schemas';
import { parsePhone, type CountryCode } from '@common/phone/parse-phone';
import type { AppContext } from '../../context';
import { optOut } from './opt-out-policy';
import { deleteDoNotCall, insertDoNotCall, listDoNotCall } from './do-not-call.repo';

// The do-not-call list (compliance guard): numbers no campaign dials. The dispatch claim and
// placeCall check it right before each dial; a callee who asks on a call joins it automatically.

const LIST_LIMIT = 500;
const MAX_IMPORT = 100_000;

const normalise = (ctx: AppContext, input: string) =>
  parsePhone(input, { region: ctx.env.PHONE_DEFAULT_REGION as CountryCode });

export async function getDoNotCallList(ctx: AppContext): Promise<TDoNotCallList> {
  const { items, total } = await listDoNotCall(ctx.db, LIST_LIMIT);
  return {
    items: items.map((r) => ({
      phoneE164: r.phoneE164,
      source: r.source,
      note: r.note,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
  };
}

export async function addToDoNotCall(
  ctx: AppContext,
  phoneNumber: string,
  note = '',
): Promise<{ phoneE164: string; added: boolean }> {
  const p = normalise(ctx, phoneNumber);
  if (!p.ok) throw new AppError('VALIDATION', p.message);
  return { phoneE164: p.e164, added: await optOut(ctx.db, p.e164, 'manual', note) };
}

export async function removeFromDoNotCall(ctx: AppContext, phoneNumber: string): Promise<{ removed: boolean }> {
  const p = normalise(ctx, phoneNumber);
  if (!p.ok) throw new AppError('VALIDATION', p.message);
  return { removed: await deleteDoNotCall(ctx.db, p.e164) };
}

/** CSV import: the first cell of each line; a first line that is not a number is a header. */
export async function importDoNotCall(ctx: AppContext, csv: string): Promise<z.infer<typeof ZDoNotCallImportResult>> {
  const lines = csv.split(/\r\n|\n|\r/).map((l) =>
    l
      .split(/[,;\t]/)[0]
      .replace(/^"|"$/g, '')
      .trim(),
  );
  const phones = new Set<string>();
  const errors: string[] = [];
  let skipped = 0;
  lines.forEach((cell, i) => {
    if (!cell) return;
    const p = normalise(ctx, cell);
    if (p.ok) phones.add(p.e164);
    else if (i === 0 && /[a-z]/i.test(cell))
      return; // header
    else {
      skipped++;
      if (errors.length < 20) errors.push(`Line ${i + 1}: ${p.message}`);
    }
  });
  if (phones.size > MAX_IMPORT) throw new AppError('VALIDATION', `At most ${MAX_IMPORT} numbers per import`);
  const added = await insertDoNotCall(ctx.db, [...phones], 'csv');
  return { added, skipped: skipped + (phones.size - added), errors };
}
