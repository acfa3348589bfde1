import { describe, expect, it } from 'vitest';
import { readBookingPrefill, withEmbedPrefill } from './booking-prefill';

describe('booking prefill from a developer-queue link', () => {
  it('reads name and email from the query string', () => {
    expect(readBookingPrefill('?name=Dana+Reyes&email=dana%40riverside.example')).toEqual({
      name: 'Dana Reyes',
      email: 'dana@riverside.example',
    });
  });
  it('drops an invalid email, control characters and over-long values; nothing → null', () => {
    expect(readBookingPrefill('?name=%00Dana%0A&email=not-an-email')).toEqual({ name: 'Dana', email: '' });
    expect(readBookingPrefill(`?name=${'x'.repeat(500)}`)!.name).toHaveLength(200);
    expect(readBookingPrefill('')).toBeNull();
    expect(readBookingPrefill('?email=bad')).toBeNull();
  });
  it('passes the prefill on to the Calendly embed', () => {
    expect(
      withEmbedPrefill('https://calendly.com/acme/call?embed_type=Inline', { name: 'Dana Reyes', email: 'd@x.io' }),
    ).toBe('https://calendly.com/acme/call?embed_type=Inline&name=Dana+Reyes&email=d%40x.io');
    expect(withEmbedPrefill('https://calendly.com/acme/call', null)).toBe('https://calendly.com/acme/call');
  });
});
