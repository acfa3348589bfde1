import { findPhoneNumbersInText, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { TFactValue } from '@common/fact-sheet/schemas';
import { fromText, type FactPage } from './fact-page';

// Phone, email and postal address from a page: its tel: and mailto: links first (the business
// wrote them to be used), then lines that say what they hold ("Call us: (602) 555-0134",
// "Address: 12 High St, Leeds LS1 4AB"). A number on a line about faxes is not the phone.

const PHONE_CONTEXT = /\b(?:phone|call|tel|telephone|ph|mobile|cell|office|text|whatsapp)\b|📞|☎/i;
const FAX = /\bfax\b/i;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const NOT_EMAIL =
  /\.(?:png|jpe?g|gif|webp|svg)$|@(?:example|sentry|wixpress|domain|email|yoursite|yourdomain|test|support)\.|^(?:test|user|name|you)@/i;
const STREET =
  /\b(?:street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|way|court|ct|place|pl|parkway|pkwy|highway|hwy|suite|circle|cir|trail|terrace|close|crescent|square)\b\.?/i;
const US_CITY_LINE = /^[A-Z][A-Za-z .'-]+,\s*[A-Z]{2}\.?\s+\d{5}(?:-\d{4})?$/;
const US_ADDRESS = /\b\d{1,6}\s+[A-Z0-9][^|·•]{2,80}?,\s*[A-Z][A-Za-z .'-]+,?\s+[A-Z]{2}\.?\s+\d{5}(?:-\d{4})?\b/;
const UK_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s+\d[A-Z]{2}\b/;
const ADDRESS_LABEL = /^(?:(?:our\s+)?address|location|find\s+us|visit\s+us|office)\s*:?\s*/i;
const MAX = 5;

/** One address written three ways is one address: its postcode or ZIP code names it. */
export function addressKey(address: string): string {
  const code = UK_POSTCODE.exec(address)?.[0] ?? /\b\d{5}(?:-\d{4})?\b(?=\D*$)/.exec(address)?.[0];
  return (code ?? address).toLowerCase().replace(/\s+/g, ' ');
}

const push = (list: TFactValue[], value: string, url: string, text: string, key = value) => {
  if (list.length < MAX && !list.some((f) => f.value === key)) list.push({ value: key, source: fromText(url, text) });
};

export function readPhones(pages: FactPage[], country: CountryCode): TFactValue[] {
  const out: TFactValue[] = [];
  for (const page of pages) {
    for (const c of page.contacts) {
      if (!/^tel:/i.test(c.href)) continue;
      const href = decodeURIComponent(c.href.slice(4));
      // A link showing one number and dialling another was copied from a template: trust neither.
      const shown = c.text.replace(/\D/g, '');
      if (shown.length >= 7 && !href.replace(/\D/g, '').endsWith(shown.replace(/^0+/, ''))) continue;
      const n = parsePhoneNumberFromString(href, country);
      if (n?.isValid()) push(out, n.number, page.url, c.text || c.href, n.number);
    }
    for (const line of page.lines) {
      if (line.length > 200 || FAX.test(line)) continue;
      for (const found of findPhoneNumbersInText(line, country)) {
        const bare = line.length - (found.endsAt - found.startsAt) <= 6;
        if (found.number.isValid() && (bare || PHONE_CONTEXT.test(line)))
          push(out, found.number.number, page.url, line, found.number.number);
      }
    }
  }
  return out;
}

export function readEmails(pages: FactPage[]): TFactValue[] {
  const out: TFactValue[] = [];
  for (const page of pages) {
    for (const c of page.contacts) {
      const address = decodeURIComponent(/^mailto:([^?]+)/i.exec(c.href)?.[1] ?? '')
        .trim()
        .toLowerCase();
      // A link showing one address and writing to another: the page's text is read instead.
      const shown = c.text.match(EMAIL)?.[0]?.toLowerCase();
      if (address && !NOT_EMAIL.test(address) && (!shown || shown === address))
        push(out, address, page.url, c.text || c.href);
    }
    for (const line of page.lines)
      for (const e of line.match(EMAIL) ?? []) if (!NOT_EMAIL.test(e)) push(out, e.toLowerCase(), page.url, line);
  }
  return out;
}

/** A street address on one line, or over two ("123 Main St" / "Phoenix, AZ 85004"). */
export function readAddresses(pages: FactPage[]): TFactValue[] {
  const out: TFactValue[] = [];
  for (const page of pages)
    page.lines.forEach((raw, i) => {
      const line = raw.replace(ADDRESS_LABEL, '');
      if (line.length > 150) return;
      const us = US_ADDRESS.exec(line)?.[0];
      if (us) return push(out, us, page.url, raw);
      const prev = (page.lines[i - 1] ?? '').replace(ADDRESS_LABEL, '');
      if (US_CITY_LINE.test(line) && /^\d{1,6}\s+\S/.test(prev) && STREET.test(prev) && prev.length < 80)
        return push(out, `${prev}, ${line}`, page.url, `${page.lines[i - 1]} ${raw}`);
      if (UK_POSTCODE.test(line) && /,/.test(line) && (STREET.test(line) || /^\d/.test(line)))
        push(
          out,
          line.slice(0, (UK_POSTCODE.exec(line)?.index ?? 0) + (UK_POSTCODE.exec(line)?.[0].length ?? 0)),
          page.url,
          raw,
        );
    });
  return out;
}
