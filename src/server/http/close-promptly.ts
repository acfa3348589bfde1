import type { App } from './types';

/**
 * On close, Node closes the keep-alive connections that are idle at that moment and then waits for
 * the rest. A response still being written when close begins (a slow handler, a compressed body, a
 * client that read only the headers) finishes later on a keep-alive socket that nobody closes, so
 * close waited for the keep-alive timeout: Fastify's 72 s, longer than the 30 s shutdown limit in
 * main.ts and the 60 s test hook. Node arms that timeout from `server.keepAliveTimeout` when each
 * response finishes, so once closing starts a finished response's socket is let go at once. This
 * also covers hijacked responses (Server-Sent Events), which Fastify's own hooks don't see.
 */
export function closeConnectionsPromptly(app: App): void {
  app.addHook('preClose', async () => {
    app.server.keepAliveTimeout = 1; // 0 would mean "no timeout"
  });
}
