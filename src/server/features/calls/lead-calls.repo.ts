import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { doNotCall } from '../../db/schema';

// Whether a number may be dialled at all (placeCall's guard). The lead's side of a call is the
// state owner's (features/outreach-state).

export async function isDoNotCall(db: DbOrTx, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ p: doNotCall.phoneE164 })
    .from(doNotCall)
    .where(eq(doNotCall.phoneE164, phone))
    .limit(1);
  return Boolean(row);
}
