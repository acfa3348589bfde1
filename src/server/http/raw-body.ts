import type { App } from './types';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact bytes of a JSON body: webhook signatures are computed over these, not re-serialised JSON. */
    rawBody?: Buffer;
  }
}

/** Parses JSON ourselves so the raw bytes stay available for signature checks. */
export function installJsonParser(app: App): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
    (request, body: Buffer, done) => {
      request.rawBody = body;
      if (body.length === 0) return done(null, undefined);
      try {
        done(null, JSON.parse(body.toString('utf8')));
      } catch {
        const err = Object.assign(new Error('The request body is not valid JSON'), { statusCode: 400 });
        done(err, undefined);
      }
    },
  );
}
