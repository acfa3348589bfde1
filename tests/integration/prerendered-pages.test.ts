import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureClientBuild } from '../support/client-build';
import { startTestServer, type TestServer } from '../support/test-server';

// The public pages' first screen is prerendered at build time and sent as HTML, so it
// paints before any script runs; every other path (and any query) gets the empty shell; the one
// inline script of the page is allowed by the Content-Security-Policy by its hash.

const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);

describe('prerendered pages', () => {
  let server: TestServer;
  beforeAll(async () => {
    await ensureClientBuild();
    server = await startTestServer({ serveClient: true });
  }, 120_000);
  afterAll(() => server?.close());

  it.each([
    ['/', 'Build your AI voice agent'],
    ['/pricing', 'Hire your custom AI voice agent'],
    ['/admin/login', 'Admin Access'],
  ])('sends %s with its first screen in the HTML', async (path, text) => {
    const res = await server.request(path, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const root = rootOf(await res.text());
    expect(root).toContain(text);
    // Rendered complete: no boundary left for the browser to fill in, so nothing needs a script.
    expect(root).not.toMatch(/<!--\$[?!]-->|<template/);
    // No form the browser could submit on its own before the scripts run (fields in a GET URL):
    // each posts, and its submit buttons are disabled until the page is hydrated.
    for (const form of root.match(/<form[^>]*>[\s\S]*?<\/form>/gi) ?? []) {
      expect(form).toMatch(/^<form[^>]* method="post"/i);
      const submits = form.match(/<button[^>]* type="submit"[^>]*>/gi) ?? [];
      expect(submits.length).toBeGreaterThan(0);
      for (const button of submits) expect(button).toMatch(/ disabled=""/);
    }
  });

  it('sends the empty shell for other pages and for a page with a query (it may change the first render)', async () => {
    for (const path of ['/terms', '/admin', '/login', '/pricing?payment_intent=pi_123', '/no-such-page']) {
      const html = await (await server.request(path)).text();
      expect(rootOf(html), path).toBe('');
    }
  });

  it("allows exactly the page's inline script (the theme before first paint) by its hash", async () => {
    const res = await server.request('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const scripts = inlineScripts(await res.text());
    expect(scripts).toHaveLength(1);
    for (const s of scripts) expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(s).digest('base64')}'`);
  });
});
