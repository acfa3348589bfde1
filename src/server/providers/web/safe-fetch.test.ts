import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@common/errors';
import { fixtureSiteDir, startStaticSite, type StaticSite } from '../../../../tests/support/static-site';
import { safeFetch, type SafeFetchOptions } from './safe-fetch';
import type { Resolver } from './safe-target';

// The SSRF guard and the fetch limits, against a real local web server. Without an allow-list
// even that server (127.0.0.1) is refused; tests that need to reach it allow 127.0.0.1 only.

const ALLOW_LOCAL: SafeFetchOptions = { allowHosts: ['127.0.0.1'] };

async function refusal(url: string, opts: SafeFetchOptions = {}): Promise<AppError> {
  const err = await safeFetch(url, opts).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw new Error(`expected an AppError for ${url}, got ${String(err)}`);
  return err;
}

const resolverFrom =
  (table: Record<string, string[]>): Resolver =>
  async (host) => {
    const addrs = table[host];
    if (!addrs) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addrs.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('safeFetch', () => {
  let site: StaticSite;
  const hosts: string[] = [];

  beforeAll(async () => {
    site = await startStaticSite(fixtureSiteDir('riverside-plumbing'), {
      '/to-private': (_req, res) => void res.writeHead(302, { location: 'http://10.0.0.1/admin' }).end(),
      '/to-other-loopback': (_req, res) =>
        void res.writeHead(301, { location: `http://127.0.0.2:${site.port}/` }).end(),
      '/to-metadata': (_req, res) =>
        void res.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
      '/to-file': (_req, res) => void res.writeHead(302, { location: 'file:///etc/passwd' }).end(),
      '/hop': (_req, res) => void res.writeHead(302, { location: '/about.html' }).end(),
      '/loop': (_req, res) => void res.writeHead(302, { location: '/loop' }).end(),
      '/host': (req, res) => {
        hosts.push(String(req.headers.host));
        res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hello</p>');
      },
      '/big': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' }); // chunked: no content-length to trust
        const chunk = `<p>${'x'.repeat(64 * 1024)}</p>`;
        for (let i = 0; i < 48; i++) res.write(chunk);
        res.end();
      },
      '/big-declared': (_req, res) =>
        void res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(3 * 1024 * 1024) }).end(),
      '/bomb': (_req, res) => {
        const body = gzipSync(Buffer.alloc(8 * 1024 * 1024, 'a'));
        res
          .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip', 'content-length': body.length })
          .end(body);
      },
      '/gzip': (_req, res) => {
        const body = gzipSync('<html><body><h1>Zipped</h1></body></html>');
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(body);
      },
      '/latin1': (_req, res) =>
        void res
          .writeHead(200, { 'content-type': 'text/html; charset=windows-1252' })
          .end(Buffer.from([0x3c, 0x70, 0x3e, 0x43, 0x61, 0x66, 0xe9, 0x3c, 0x2f, 0x70, 0x3e])),
      '/data.json': (_req, res) => void res.writeHead(200, { 'content-type': 'application/json' }).end('{"a":1}'),
      '/no-type': (_req, res) => void res.writeHead(200).end('<p>untyped</p>'),
      '/xhtml': (_req, res) =>
        void res
          .writeHead(200, { 'content-type': 'application/xhtml+xml' })
          .end('<html xmlns="http://www.w3.org/1999/xhtml"><body><p>x</p></body></html>'),
      '/hang': () => {
        /* never answers */
      },
      '/slow-body': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<p>first part');
      },
      '/gone': (_req, res) => void res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>gone</h1>'),
    });
  });
  afterAll(() => site?.close());

  describe('refuses addresses that are not public (no allow-list)', () => {
    it.each([
      ['http://127.0.0.1:{port}/', 'loopback', "That address points to this server itself and can't be analysed."],
      ['http://localhost:{port}/', 'loopback', "That address points to this server itself and can't be analysed."],
      ['http://[::1]:{port}/', 'loopback', "That address points to this server itself and can't be analysed."],
      ['http://0x7f.1:{port}/', 'loopback', "That address points to this server itself and can't be analysed."],
      [
        'http://169.254.169.254/latest/meta-data/',
        'metadata',
        "That address points to a cloud metadata service and can't be analysed.",
      ],
      ['http://[fd00:ec2::254]/', 'metadata', "That address points to a cloud metadata service and can't be analysed."],
      ['http://10.0.0.1/', 'private', "That address points to a private network and can't be analysed."],
      ['http://192.168.0.10/', 'private', "That address points to a private network and can't be analysed."],
      ['http://[::ffff:10.0.0.1]/', 'private', "That address points to a private network and can't be analysed."],
      ['http://100.64.1.1/', 'private', "That address points to a private network and can't be analysed."],
      ['http://[fe80::1]/', 'link-local', "That address points to a link-local network and can't be analysed."],
      ['http://0.0.0.0:{port}/', 'unspecified', "That address is not a public web address and can't be analysed."],
      ['http://224.0.0.1/', 'multicast', "That address is a multicast address and can't be analysed."],
    ])('%s → %s', async (template, reason, message) => {
      const before = site.requests.length;
      const err = await refusal(template.replace('{port}', String(site.port)));
      expect(err).toMatchObject({ code: 'BAD_REQUEST', message, details: { reason } });
      expect(site.requests.length).toBe(before); // refused before any connection
    });

    it('refuses a name that resolves to a private address', async () => {
      const resolve = resolverFrom({ 'intranet.example.com': ['10.1.2.3'] });
      expect(await refusal('http://intranet.example.com/', { resolve })).toMatchObject({
        code: 'BAD_REQUEST',
        details: { reason: 'private' },
      });
    });

    it('refuses a name whose addresses mix public and private ones', async () => {
      const resolve = resolverFrom({ 'mixed.example.com': ['93.184.216.34', '127.0.0.1'] });
      expect(await refusal('http://mixed.example.com/', { resolve })).toMatchObject({
        details: { reason: 'loopback' },
      });
    });

    it.each(['file:///etc/passwd', 'ftp://example.com/file.html', 'gopher://example.com/', 'javascript:alert(1)'])(
      'refuses the scheme of %s',
      async (url) => {
        expect(await refusal(url)).toMatchObject({
          code: 'BAD_REQUEST',
          message: 'Only http:// and https:// web addresses can be analysed.',
          details: { reason: 'scheme' },
        });
      },
    );

    it('refuses credentials in the address and things that are not addresses', async () => {
      expect(await refusal('http://admin:secret@example.com/')).toMatchObject({ details: { reason: 'credentials' } });
      expect(await refusal('not a url')).toMatchObject({ details: { reason: 'invalid-url' } });
    });

    it('says so when a name does not exist', async () => {
      const err = await refusal('http://no-such-site.example/', { resolve: resolverFrom({}) });
      expect(err).toMatchObject({
        code: 'UNPROCESSABLE',
        message: "Failed to scrape website: we couldn't find a website at no-such-site.example.",
        details: { reason: 'not-found' },
      });
    });
  });

  describe('with the test allow-list (127.0.0.1)', () => {
    it('fetches an allowed page and reports where it ended up', async () => {
      const res = await safeFetch(`${site.url}/hop`, ALLOW_LOCAL);
      expect(res.finalUrl).toBe(`${site.url}/about.html`);
      expect(res.redirects).toEqual([`${site.url}/hop`]);
      expect(res.html).toContain('family-owned business founded in 1998');
    });

    it('checks every redirect hop: to a private address, another loopback address, metadata, a file', async () => {
      expect(await refusal(`${site.url}/to-private`, ALLOW_LOCAL)).toMatchObject({
        details: { reason: 'private', url: 'http://10.0.0.1/admin' },
      });
      expect(await refusal(`${site.url}/to-other-loopback`, ALLOW_LOCAL)).toMatchObject({
        details: { reason: 'loopback' },
      });
      expect(await refusal(`${site.url}/to-metadata`, ALLOW_LOCAL)).toMatchObject({ details: { reason: 'metadata' } });
      expect(await refusal(`${site.url}/to-file`, ALLOW_LOCAL)).toMatchObject({ details: { reason: 'scheme' } });
    });

    it('stops after 5 redirects', async () => {
      const before = site.requests.filter((p) => p === '/loop').length;
      const err = await refusal(`${site.url}/loop`, ALLOW_LOCAL);
      expect(err).toMatchObject({
        code: 'UNPROCESSABLE',
        message: 'Failed to scrape website: the site redirected more than 5 times.',
      });
      expect(site.requests.filter((p) => p === '/loop').length - before).toBe(6);
    });

    it('connects to the address it checked, not a second DNS answer (pinned lookup)', async () => {
      // The system resolver knows nothing of fixture.test: only the checked address can be used.
      let calls = 0;
      const rebinding: Resolver = async () => [{ address: calls++ === 0 ? '127.0.0.1' : '10.0.0.1', family: 4 }];
      const res = await safeFetch(`http://fixture.test:${site.port}/host`, { ...ALLOW_LOCAL, resolve: rebinding });
      expect(res.html).toContain('hello');
      expect(calls).toBe(1);
      expect(hosts.at(-1)).toBe(`fixture.test:${site.port}`);
    });

    it('refuses a body over the cap, declared or streamed, compressed or not', async () => {
      const cap = 'Failed to scrape website: the page is larger than 2 MB.';
      expect(await refusal(`${site.url}/big`, ALLOW_LOCAL)).toMatchObject({
        code: 'UNPROCESSABLE',
        message: cap,
        details: { reason: 'too-large' },
      });
      expect(await refusal(`${site.url}/big-declared`, ALLOW_LOCAL)).toMatchObject({ message: cap });
      expect(await refusal(`${site.url}/bomb`, ALLOW_LOCAL)).toMatchObject({ message: cap });
      // Under a larger cap the same streamed page is read whole.
      const ok = await safeFetch(`${site.url}/big`, { ...ALLOW_LOCAL, maxBytes: 4 * 1024 * 1024 });
      expect(ok.html.length).toBeGreaterThan(3 * 1024 * 1024);
    });

    it('decompresses and decodes the declared charset', async () => {
      expect((await safeFetch(`${site.url}/gzip`, ALLOW_LOCAL)).html).toContain('<h1>Zipped</h1>');
      expect((await safeFetch(`${site.url}/latin1`, ALLOW_LOCAL)).html).toBe('<p>Café</p>');
    });

    it('accepts only HTML', async () => {
      expect(await refusal(`${site.url}/data.json`, ALLOW_LOCAL)).toMatchObject({
        message: 'Failed to scrape website: that address is not a web page (application/json).',
        details: { reason: 'not-html' },
      });
      expect(await refusal(`${site.url}/no-type`, ALLOW_LOCAL)).toMatchObject({ details: { reason: 'not-html' } });
      expect((await safeFetch(`${site.url}/xhtml`, ALLOW_LOCAL)).html).toContain('<p>x</p>');
    });

    it('times out a site that never answers, and one that stalls mid-body', async () => {
      const t0 = Date.now();
      const err = await refusal(`${site.url}/hang`, { ...ALLOW_LOCAL, timeoutMs: 300 });
      expect(err).toMatchObject({ code: 'UNPROCESSABLE', details: { reason: 'timeout' } });
      expect(err.message).toMatch(/^Failed to scrape website: the site took longer than/);
      expect(Date.now() - t0).toBeLessThan(2000);
      expect(await refusal(`${site.url}/slow-body`, { ...ALLOW_LOCAL, timeoutMs: 300 })).toMatchObject({
        details: { reason: 'timeout' },
      });
    });

    it('reports the status of a page that is not there', async () => {
      expect(await refusal(`${site.url}/gone`, ALLOW_LOCAL)).toMatchObject({
        message: 'Failed to scrape website: the site answered 404 Not Found.',
        details: { reason: 'http-status', status: 404 },
      });
    });

    it('reports a connection refused', async () => {
      const closed = await startStaticSite(null);
      await closed.close();
      expect(await refusal(`${closed.url}/`, ALLOW_LOCAL)).toMatchObject({
        message: 'Failed to scrape website: the site refused the connection.',
        details: { reason: 'unreachable' },
      });
    });
  });
});
