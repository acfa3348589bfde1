import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { providerReport } from './mode-report';

describe('providerReport', () => {
  it('is sandbox for every keyed provider when no key is configured', () => {
    const r = providerReport(loadEnv({}));
    expect(r.voice).toEqual({ mode: 'sandbox', adapter: 'sandbox' });
    expect(r.llm.mode).toBe('sandbox');
    expect(r.research.mode).toBe('sandbox');
    expect(r.card.mode).toBe('sandbox');
    expect(r.wallet.mode).toBe('sandbox');
    expect(r.mail).toEqual({ mode: 'sandbox', adapter: 'sandbox' });
    expect(r.messaging).toEqual({ mode: 'sandbox', adapter: 'sandbox' });
    // Reading websites is a real fetch even without Firecrawl.
    expect(r.web).toEqual({ mode: 'live', adapter: 'direct-fetch' });
  });
  it('switches each kind to its real adapter when its key is set', () => {
    const r = providerReport(
      loadEnv({
        BLAND_API_KEY: 'k',
        OPENAI_API_KEY: 'k',
        FIRECRAWL_API_KEY: 'k',
        STRIPE_SECRET_KEY: 'k',
        PAYPAL_CLIENT_ID: 'i',
        PAYPAL_CLIENT_SECRET: 's',
        CALENDLY_URL: 'https://calendly.com/x/y',
        SMTP_URL: 'smtp://u:p@smtp.example.test:587',
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: 't',
        TWILIO_VERIFY_SERVICE_SID: 'VA1',
      }),
    );
    expect(r.voice.adapter).toBe('bland');
    expect(r.llm.adapter).toBe('openai');
    expect(r.web.adapter).toBe('firecrawl');
    expect(r.research.adapter).toBe('firecrawl');
    expect(r.card.adapter).toBe('stripe');
    expect(r.wallet.adapter).toBe('paypal');
    expect(r.scheduling.adapter).toBe('calendly');
    expect(r.mail).toEqual({ mode: 'live', adapter: 'smtp' });
    expect(r.messaging).toEqual({ mode: 'live', adapter: 'twilio-verify' });
  });
});
