import { inArray, sql } from 'drizzle-orm';
import { leads } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';
import type { LeadToInsert } from './campaigns.repo';

/**
 * Adds leads to an existing campaign, one statement (unnest arrays, no parameter ceiling): a lead
 * whose address the campaign already holds is left as it is, and its id is answered as existing.
 * Row numbers continue after the campaign's last. Answers `created` per lower-cased email.
 */
export async function addLeadsToCampaign(
  db: DbOrTx,
  campaignId: string,
  rows: Omit<LeadToInsert, 'rowNumber'>[],
): Promise<Map<string, { id: string; created: boolean }>> {
  const found = new Map<string, { id: string; created: boolean }>();
  if (rows.length === 0) return found;
  const col = <K extends keyof Omit<LeadToInsert, 'rowNumber'>>(k: K) => sql.param(rows.map((r) => r[k] ?? null));
  const inserted = await db.execute(sql`
    with base as (select coalesce(max(row_number), 1) as n from leads where campaign_id = ${campaignId}::uuid),
    input as (
      select * from unnest(
        ${col('email')}::text[], ${col('firstName')}::text[], ${col('lastName')}::text[],
        ${col('phoneNumber')}::text[], ${col('phoneE164')}::text[], ${col('companyName')}::text[], ${col('website')}::text[],
        ${col('industry')}::text[], ${col('timezone')}::text[], ${col('region')}::text[], ${col('postalCode')}::text[],
        ${col('consent')}::text[], ${col('consentDate')}::text[], ${col('consentSource')}::text[],
        ${col('hubspotRecordId')}::text[])
        with ordinality as t(email, first_name, last_name, phone_number, phone_e164, company_name, website, industry,
          timezone, region, postal_code, consent, consent_date, consent_source, hubspot_record_id, ord)
    )
    insert into leads (campaign_id, row_number, email, first_name, last_name, phone_number, phone_e164, company_name,
      website, industry, timezone, region, postal_code, consent, consent_date, consent_source, hubspot_record_id)
    select ${campaignId}::uuid, base.n + input.ord, email, first_name, last_name, phone_number, phone_e164, company_name,
      website, industry, timezone, region, postal_code, consent, consent_date, consent_source, hubspot_record_id
    from input, base
    on conflict do nothing
    returning id, lower(email) as email`);
  for (const r of rowsOf(inserted)) found.set(r.email, { id: r.id, created: true });
  const missing = rows.map((r) => r.email.toLowerCase()).filter((e) => !found.has(e));
  if (missing.length) {
    const existing = await db.execute(sql`
      select id, lower(email) as email from leads
      where campaign_id = ${campaignId}::uuid and lower(email) = any(${sql.param(missing)}::text[])`);
    for (const r of rowsOf(existing)) found.set(r.email, { id: r.id, created: false });
  }
  return found;
}

const rowsOf = (res: unknown) => (res as { rows: { id: string; email: string }[] }).rows;

/** Contact columns of leads by id (for lists in other features). */
export function findLeadsByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: leads.id,
      campaignId: leads.campaignId,
      email: leads.email,
      firstName: leads.firstName,
      lastName: leads.lastName,
      companyName: leads.companyName,
      phoneNumber: leads.phoneNumber,
      hubspotRecordId: leads.hubspotRecordId,
    })
    .from(leads)
    .where(inArray(leads.id, ids));
}
