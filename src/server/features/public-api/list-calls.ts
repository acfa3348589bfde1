import { AppError } from '@common/errors';
import type { TV1Call, TV1CallPage, TV1CallsQuery } from '@common/public-api/schemas';
import type { AppContext } from '../../context';
import { leadsByIds } from '../campaigns/leads-by-ids';
import { listCallFeed, type CallFeedPosition } from '../calls/list-call-feed';
import { outcomesOfCalls } from '../outcomes/outcomes-of-calls';

const encodeCursor = (p: CallFeedPosition) => Buffer.from(JSON.stringify([p.updatedAt, p.id])).toString('base64url');

function decodeCursor(cursor: string): CallFeedPosition {
  try {
    const [updatedAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof updatedAt === 'string' &&
      /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?$/.test(updatedAt) &&
      typeof id === 'string' &&
      /^[0-9a-f-]{36}$/i.test(id)
    )
      return { updatedAt, id };
  } catch {
    // falls through to the error below
  }
  throw new AppError('VALIDATION', 'cursor: the nextCursor of a previous page');
}

/**
 * Campaign calls with their lead and reading, in the order they last changed, a page at a time.
 * The last page's cursor stays valid: polling with it later answers the calls changed since.
 */
export async function listCalls(ctx: AppContext, query: TV1CallsQuery): Promise<TV1CallPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await listCallFeed(
    ctx,
    { campaignId: query.campaignId, since: query.since ? new Date(query.since) : undefined, after },
    query.limit,
  );
  const callIds = rows.map((r) => r.call.id);
  const leadIds = [...new Set(rows.map((r) => r.call.leadId).filter((id): id is string => id !== null))];
  const [outcomes, leads] = await Promise.all([outcomesOfCalls(ctx, callIds), leadsByIds(ctx, leadIds)]);
  const items: TV1Call[] = rows.map(({ call }) => {
    const lead = call.leadId ? leads.get(call.leadId) : undefined;
    const outcome = outcomes.get(call.id);
    return {
      id: call.id,
      campaignId: call.campaignId,
      lead: lead
        ? {
            id: lead.id,
            email: lead.email,
            firstName: lead.firstName,
            lastName: lead.lastName,
            companyName: lead.companyName,
            phoneNumber: lead.phoneNumber,
          }
        : null,
      attempt: call.attempt,
      status: call.status,
      endReason: call.endReason,
      disposition: outcome?.disposition ?? null,
      summary: outcome?.summary ?? call.summary ?? null,
      fields: outcome?.fields ?? null,
      durationSeconds: call.durationSeconds,
      answeredBy: call.answeredBy,
      createdAt: call.createdAt.toISOString(),
      updatedAt: call.updatedAt.toISOString(),
      completedAt: call.completedAt?.toISOString() ?? null,
    };
  });
  const last = rows.at(-1);
  return {
    items,
    nextCursor: last ? encodeCursor(last.position) : (query.cursor ?? null),
    hasMore: rows.length === query.limit,
  };
}
