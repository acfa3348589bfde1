import net from 'node:net';
import { createDirectWebProvider } from '../../../src/server/providers/web/direct';
import { refused } from '../../../src/server/providers/web/fetch-errors';
import type { WebProvider } from '../../../src/server/providers/web/types';

// The fuzz must never make the server reach outside this machine. Two layers:
// 1. the website reader it gets only fetches loopback (fixture sites); any other address is
//    refused with the real adapter's refusal before a DNS lookup happens;
// 2. a guard on every socket this process opens refuses non-loopback destinations and records
//    them, so a route added later that dials out (a new vendor, a new fetch) fails the suite.

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost', '[::1]']);

export function loopbackWebProvider(): WebProvider & { refusedHosts: string[] } {
  const inner = createDirectWebProvider({ allowHosts: ['127.0.0.1', 'localhost'] });
  const refusedHosts: string[] = [];
  return {
    mode: inner.mode,
    adapter: inner.adapter,
    refusedHosts,
    async scrape(url: string) {
      const host = URL.canParse(url) ? new URL(url).hostname : null;
      if (!host) throw refused('invalid-url', url);
      if (!LOOPBACK.has(host)) {
        refusedHosts.push(host);
        throw refused('unspecified', url);
      }
      return inner.scrape(url);
    },
  };
}

/** Refuses (and records) every outbound socket to anything but loopback or a unix socket, until `release()`. */
export function guardSockets() {
  const attempts: string[] = [];
  const original = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function (this: net.Socket, ...args: any[]) {
    const first = args[0];
    const opts =
      first && typeof first === 'object' && !Array.isArray(first)
        ? first
        : { port: first, host: typeof args[1] === 'string' ? args[1] : undefined };
    const host: string = opts.host ?? 'localhost';
    if (!opts.path && !LOOPBACK.has(host)) {
      attempts.push(`${host}:${opts.port}`);
      process.nextTick(() => this.destroy(new Error(`fuzz: outbound connection to ${host} refused`)));
      return this;
    }
    return (original as (...a: any[]) => net.Socket).apply(this, args);
  } as typeof net.Socket.prototype.connect;
  return {
    attempts,
    release: () => {
      net.Socket.prototype.connect = original;
    },
  };
}
