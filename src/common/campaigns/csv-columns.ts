import type { TLeadInput } from './schemas';

// Spec §5: which column of a campaign CSV holds which lead field. Headers are trimmed and
// lower-cased, then matched by name fragments in an order of preference.

export type LeadField = keyof TLeadInput;

/** Each field's name in the 'Row N: … is longer than …' message. */
export const LEAD_FIELD_LABEL: Record<LeadField, string> = {
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  companyName: 'Company',
  phoneNumber: 'Phone',
  website: 'Website',
  industry: 'Industry',
  timezone: 'Time zone',
  region: 'State',
  postalCode: 'ZIP',
  consent: 'Consent',
  consentDate: 'Consent date',
  consentSource: 'Consent source',
  hubspotRecordId: 'HubSpot record ID',
};

const has = (h: string, ...parts: string[]) => parts.every((p) => h.includes(p));
/** First header matching one of the tests, tried in order of preference. */
const pick = (headers: string[], ...tests: Array<(h: string) => boolean>) => {
  for (const test of tests) {
    const i = headers.findIndex(test);
    if (i >= 0) return i;
  }
  return -1;
};

export type ColumnMap = Partial<Record<LeadField, number>>;

/**
 * Spec §5 fragments (first+name, last+name, company or organization, phone or mobile, website or
 * url) with a preference order, so CRM exports with "Email Opt Out" or "LinkedIn URL" columns
 * still pick the right one.
 */
export function mapColumns(rawHeaders: string[]): ColumnMap {
  const h = rawHeaders.map((x) => x.trim().toLowerCase());
  const map: ColumnMap = {};
  const set = (f: LeadField, i: number) => {
    if (i >= 0) map[f] = i;
  };
  set(
    'email',
    pick(
      h,
      (x) => x === 'email' || x === 'e-mail',
      (x) => /^(e-?mail|work e-?mail|email address)/.test(x),
      (x) => x.includes('email') || x.includes('e-mail'),
    ),
  );
  set(
    'firstName',
    pick(
      h,
      (x) => has(x, 'first', 'name'),
      (x) => x === 'first' || x === 'given name',
    ),
  );
  set(
    'lastName',
    pick(
      h,
      (x) => has(x, 'last', 'name'),
      (x) => x === 'last' || x === 'surname' || x === 'family name',
    ),
  );
  set(
    'companyName',
    pick(
      h,
      (x) => x.includes('company'),
      (x) => x.includes('organization') || x.includes('organisation'),
    ),
  );
  set(
    'phoneNumber',
    pick(
      h,
      (x) => x.includes('phone') && !x.includes('mobile'),
      (x) => x.includes('phone') || x.includes('mobile'),
    ),
  );
  set(
    'website',
    pick(
      h,
      (x) => x.includes('website'),
      (x) => x.includes('url') && !x.includes('linkedin'),
      (x) => x.includes('url'),
    ),
  );
  set(
    'industry',
    pick(h, (x) => x.includes('industry')),
  );
  set(
    'timezone',
    pick(
      h,
      (x) => x.replace(/[\s_-]/g, '').includes('timezone'),
      (x) => x === 'tz',
    ),
  );
  // HubSpot "State/Region", Salesforce "Mailing State/Province", "Postal Code", "ZIP"…
  // A "Country/Region" column is a country, never a state.
  set(
    'region',
    pick(
      h,
      (x) => x.includes('state') && !x.includes('status') && !x.includes('statement'),
      (x) => x.includes('province'),
      (x) => x === 'region' || (x.endsWith('region') && !x.includes('country')),
    ),
  );
  set(
    'postalCode',
    pick(
      h,
      (x) => x.includes('zip'),
      (x) => x.includes('postal') || x.includes('postcode'),
    ),
  );
  const consent = pick(
    h,
    (x) =>
      (x.includes('consent') || x.includes('opt-in') || x.includes('opt in') || x.includes('optin')) &&
      !x.includes('date') &&
      !x.includes('source') &&
      !x.includes('time'),
  );
  set('consent', consent);
  set(
    'consentDate',
    pick(
      h,
      (x) =>
        (x.includes('consent') || x.includes('opt')) &&
        (x.includes('date') || x.includes('time')) &&
        !x.includes('out'),
    ),
  );
  set(
    'consentSource',
    pick(
      h,
      (x) =>
        (x.includes('consent') || x.includes('opt-in') || x.includes('opt in')) &&
        (x.includes('source') || x.includes('method') || x.includes('url')),
    ),
  );
  // HubSpot exports name the contact's id "Record ID" (older ones "Contact ID"); other CRMs' ids are not HubSpot's.
  set(
    'hubspotRecordId',
    pick(
      h,
      (x) => x === 'record id' || x === 'hubspot record id' || x === 'hs_object_id',
      (x) => x === 'contact id' && rawHeaders.some((r) => /lifecycle stage/i.test(r)),
    ),
  );
  return map;
}
