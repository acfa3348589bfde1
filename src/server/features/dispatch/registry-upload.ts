import { createInflateRaw, type InflateRaw } from 'node:zlib';
import { Unzip, UnzipPassThrough, type AsyncFlateStreamHandler, type FlateError } from 'fflate';
import { AppError } from '@common/errors';
import { REGISTRY_MAX_EXPANDED_BYTES, REGISTRY_MSG } from '@common/dispatch/registry';

// A registry download is a zip whose text can be many times its size, and a crafted zip expands a
// thousandfold (783 KB to 768 MiB froze the site for 26 s when it was unzipped in one go). So the
// archive is read as a stream: fflate walks its entries, Node's zlib inflates them in its thread
// pool (off the event loop), and the upload is refused at once when the sizes it declares pass
// REGISTRY_MAX_EXPANDED_BYTES, or stopped as soon as what actually comes out does (declared sizes
// can lie).

/** Compressed bytes handed over per step, the event loop free in between. */
const STEP = 64 * 1024;
const SKIPPED = /(^|\/)(__MACOSX|\.)/;

const tooBig = () => new AppError('VALIDATION', REGISTRY_MSG.tooBig);
const unreadable = (err: unknown) =>
  new AppError(
    'VALIDATION',
    `The file is not a readable zip archive (${err instanceof Error ? err.message : 'unreadable'})`,
  );

/** fflate's decoder for deflated entries, done by zlib in the thread pool. */
class ZlibInflate {
  static compression = 8;
  ondata: AsyncFlateStreamHandler = () => undefined;
  // Large output pieces: 16 KB ones (the default) cost more in events than in inflating.
  private readonly inflate: InflateRaw = createInflateRaw({ chunkSize: 1024 * 1024 });
  constructor() {
    this.inflate.on('data', (chunk: Buffer) => this.ondata(null, chunk as Uint8Array<ArrayBuffer>, false));
    this.inflate.on('end', () => this.ondata(null, new Uint8Array(0), true));
    this.inflate.on('error', (err) => this.ondata(err as FlateError, new Uint8Array(0), true));
  }
  push(chunk: Uint8Array, final: boolean) {
    this.inflate.write(chunk);
    if (final) this.inflate.end();
  }
  terminate() {
    this.inflate.destroy();
  }
}

/** The files inside an upload: a zip's entries (folders and non-text skipped), or the bytes themselves. */
export async function registryFilesOf(
  fileName: string,
  body: Uint8Array,
  maxExpanded = REGISTRY_MAX_EXPANDED_BYTES,
): Promise<Array<{ name: string; bytes: Uint8Array }>> {
  const isZip = body[0] === 0x50 && body[1] === 0x4b; // "PK"
  if (!isZip) return [{ name: fileName, bytes: body }];
  const files: Output[] = [];
  const finished: Array<Promise<void>> = [];
  const stops: Array<() => void> = [];
  let total = 0;
  let declared = 0;
  let failure: AppError | null = null;
  const fail = (err: AppError) => {
    failure ??= err;
    for (const stop of stops) stop();
  };

  const unzip = new Unzip((file) => {
    if (failure || file.name.endsWith('/') || SKIPPED.test(file.name)) return;
    declared += file.originalSize ?? 0;
    if (declared > maxExpanded) return fail(tooBig());
    const out = new Output(file.name, file.originalSize ?? 0);
    files.push(out);
    finished.push(
      new Promise((resolve) => {
        stops.push(() => {
          file.terminate();
          resolve();
        });
        file.ondata = (err, chunk, final) => {
          if (err) fail(unreadable(err));
          else if ((total += chunk.length) > maxExpanded || !out.add(chunk)) fail(tooBig());
          if (final || failure) resolve();
        };
      }),
    );
    file.start();
  });
  unzip.register(ZlibInflate);
  unzip.register(UnzipPassThrough);

  for (let at = 0; at < body.length && !failure; at += STEP) {
    try {
      unzip.push(body.subarray(at, at + STEP), at + STEP >= body.length);
    } catch (err) {
      fail(unreadable(err));
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  await Promise.all(finished);
  if (failure) throw failure;
  return files.map((f) => ({ name: f.name, bytes: f.bytes() }));
}

/**
 * One entry's text, in one buffer of the size the archive states (an entry that comes out longer
 * lies about its size and is refused), or, when it states none (a data descriptor), in a buffer
 * that doubles. Few large buffers, not thousands of pieces: holding tens of MiB as 1 MiB pieces
 * made the garbage collector hold the event loop for ~0.4 s.
 */
class Output {
  private buf: Uint8Array;
  private length = 0;
  constructor(
    readonly name: string,
    private readonly stated: number,
  ) {
    this.buf = new Uint8Array(stated > 0 ? stated : 64 * 1024);
  }
  add(chunk: Uint8Array): boolean {
    const needed = this.length + chunk.length;
    if (needed > this.buf.length) {
      if (this.stated > 0) return false;
      const grown = new Uint8Array(Math.max(needed, this.buf.length * 2));
      grown.set(this.buf.subarray(0, this.length));
      this.buf = grown;
    }
    this.buf.set(chunk, this.length);
    this.length = needed;
    return true;
  }
  bytes(): Uint8Array {
    return this.buf.subarray(0, this.length);
  }
}
