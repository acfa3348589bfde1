import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { providerReport } from '../../providers/mode-report';
import {
  BLAND_WEBHOOK_WARNING,
  getEnvironmentDiagnostics,
  MAIL_UNSENT_WARNING,
  SANDBOX_WARNINGS,
} from './get-environment-diagnostics';

const diagnose = (vars: Record<string, string>) => {
  const env = loadEnv({ NODE_ENV: 'test', ...vars });
  return getEnvironmentDiagnostics(env, providerReport(env));
};

describe('getEnvironmentDiagnostics', () => {
  it('with no keys: every sandboxed provider is a warning, nothing is missing outside production', () => {
    const d = diagnose({});
    expect(d.environment).toEqual({
      hasBlandAiKey: false,
      hasPayPalConfig: false,
      hasDatabaseUrl: false,
      nodeEnv: 'test',
    });
    expect(d.isProduction).toBe(false);
    expect(d.validation.missing).toEqual([]);
    expect(d.validation.isValid).toBe(true);
    expect(d.validation.warnings).toEqual([
      SANDBOX_WARNINGS.voice,
      SANDBOX_WARNINGS.llm,
      SANDBOX_WARNINGS.research,
      SANDBOX_WARNINGS.card,
      SANDBOX_WARNINGS.wallet,
      SANDBOX_WARNINGS.mail,
      SANDBOX_WARNINGS.messaging,
      SANDBOX_WARNINGS.crm,
    ]);
    expect(d.providers.voice).toEqual({ mode: 'sandbox', adapter: 'sandbox' });
  });

  it('reports presence of keys and drops the warnings of providers that went live', () => {
    const d = diagnose({
      BLAND_API_KEY: 'k',
      BLAND_WEBHOOK_SECRET: 's',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'sec',
      DATABASE_URL: 'postgres://x/y',
    });
    expect(d.environment).toMatchObject({ hasBlandAiKey: true, hasPayPalConfig: true, hasDatabaseUrl: true });
    expect(d.validation.warnings).not.toContain(SANDBOX_WARNINGS.voice);
    expect(d.validation.warnings).not.toContain(SANDBOX_WARNINGS.wallet);
    expect(d.validation.warnings).not.toContain(BLAND_WEBHOOK_WARNING);
  });

  it('warns about a Bland key without its webhook secret', () => {
    expect(diagnose({ BLAND_API_KEY: 'k' }).validation.warnings).toContain(BLAND_WEBHOOK_WARNING);
  });

  it('in production lists what is not set and is invalid', () => {
    const env = {
      ...loadEnv({
        NODE_ENV: 'test',
        ADMIN_PASSWORD: 'a-long-admin-passphrase',
        SESSION_SECRET: 'k3Vq9xZr2LmP8sTw4NbY7cJd1FgH6aQe',
      }),
      NODE_ENV: 'production' as const,
    };
    const d = getEnvironmentDiagnostics(env, providerReport(env));
    expect(d.isProduction).toBe(true);
    expect(d.validation.missing).toEqual(['PUBLIC_URL']);
    expect(d.validation.isValid).toBe(false);
    // The placeholders of a development set-up are production problems too.
    expect(d.validation.productionProblems.map((p) => p.split(' ')[0])).toEqual([
      'PUBLIC_URL',
      'CONTACT_EMAIL',
      'PARENT_COMPANY_URL',
      'ENTERPRISE_URL',
      'CREATED_BY_URL',
    ]);
  });

  it('names every production requirement that is absent', () => {
    // env.ts refuses to boot production without them; the check must not rely on that.
    const env = { ...loadEnv({ NODE_ENV: 'test' }), NODE_ENV: 'production' as const };
    expect(getEnvironmentDiagnostics(env, providerReport(env)).validation.missing).toEqual([
      'SESSION_SECRET',
      'ADMIN_PASSWORD',
      'PUBLIC_URL',
    ]);
  });

  it('in production without SMTP, warns once a second member exists (their links wait in the outbox)', () => {
    const production = { ...loadEnv({ NODE_ENV: 'test' }), NODE_ENV: 'production' as const };
    const warnings = (env: typeof production, members: number) =>
      getEnvironmentDiagnostics(env, providerReport(env), [], members).validation.warnings;
    expect(warnings(production, 1)).not.toContain(MAIL_UNSENT_WARNING);
    expect(warnings(production, 2)).toContain(MAIL_UNSENT_WARNING);
    const withSmtp = {
      ...loadEnv({ NODE_ENV: 'test', SMTP_URL: 'smtp://mail.example.org' }),
      NODE_ENV: 'production' as const,
    };
    expect(warnings(withSmtp, 2)).not.toContain(MAIL_UNSENT_WARNING);
    const development = loadEnv({ NODE_ENV: 'test' });
    expect(
      getEnvironmentDiagnostics(development, providerReport(development), [], 5).validation.warnings,
    ).not.toContain(MAIL_UNSENT_WARNING);
  });
});
