import { Readable } from 'node:stream';
import Papa from 'papaparse';
import { AppError } from '@common/errors';
import { CSV_MSG, type CsvLeadCollector } from '@common/campaigns/csv-leads';

/**
 * Bytes → text: a UTF-8 BOM is dropped, a UTF-16 BOM switches the decoder, anything that isn't
 * valid text in that encoding (or holds NUL bytes, i.e. a binary or BOM-less UTF-16 file) is a
 * clear 400 rather than mojibake in the database.
 */
export async function* decodeCsvText(source: AsyncIterable<Buffer>): AsyncGenerator<string> {
  let decoder: TextDecoder | null = null;
  let head: Buffer = Buffer.alloc(0);
  const decode = (bytes: Uint8Array, stream: boolean) => {
    let text: string;
    try {
      text = decoder!.decode(bytes, { stream });
    } catch {
      throw new AppError('BAD_REQUEST', CSV_MSG.notUtf8);
    }
    if (text.includes('\u0000')) throw new AppError('BAD_REQUEST', CSV_MSG.binary);
    return text;
  };
  for await (const chunk of source) {
    let bytes: Buffer = chunk;
    if (!decoder) {
      head = Buffer.concat([head, chunk]);
      if (head.length < 2) continue;
      decoder = pickDecoder(head);
      bytes = head;
    }
    const text = decode(bytes, true);
    if (text) yield text;
  }
  // A file shorter than two bytes never chose a decoder in the loop.
  const tail = decoder ? new Uint8Array(0) : head;
  decoder ??= pickDecoder(head);
  const rest = decode(tail, false);
  if (rest) yield rest;
}

function pickDecoder(head: Buffer): TextDecoder {
  // TextDecoder drops the BOM of its own encoding.
  if (head[0] === 0xff && head[1] === 0xfe) return new TextDecoder('utf-16le', { fatal: true });
  if (head[0] === 0xfe && head[1] === 0xff) return new TextDecoder('utf-16be', { fatal: true });
  return new TextDecoder('utf-8', { fatal: true });
}

const PROGRESS_EVERY = 1000;

/**
 * Text for the parser in pieces of at most PIECE characters, one per turn of the event loop.
 * papaparse parses each piece the moment it arrives, in one go: a 64 KB network chunk (or several
 * buffered while the import waited in line) held the thread for 100 ms and more with three imports
 * running, and health answers waited behind it. A piece may end inside a row or between
 * the two halves of a surrogate pair: papaparse joins the rest of a row to the next piece as text.
 */
const PIECE = 16 * 1024;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function* inPieces(texts: AsyncIterable<string>, size = PIECE): AsyncGenerator<string> {
  for await (const text of texts)
    for (let at = 0; at < text.length; at += size) {
      yield text.length <= size ? text : text.slice(at, at + size);
      await yieldToEventLoop();
    }
}

/**
 * Streams a CSV through papaparse into the collector, one record at a time (delimiter and line
 * ends are detected from the first chunk: commas, semicolons, tabs; CRLF, LF or lone CR). A
 * file that ends inside a quoted field is refused: its last "row" would be the rest of the file.
 */
export function parseCsvStream(
  source: AsyncIterable<Buffer>,
  collector: CsvLeadCollector,
  /** Told the rows read so far (records after the header), every PROGRESS_EVERY records and at the end. */
  onRecords?: (read: number) => void,
): Promise<void> {
  const text = Readable.from(inPieces(decodeCsvText(source)));
  return new Promise((resolve, reject) => {
    let unterminated = false;
    let read = 0;
    Papa.parse<string[]>(text as unknown as File, {
      header: false,
      skipEmptyLines: false,
      step(results) {
        if (results.errors.some((e) => e.code === 'MissingQuotes')) unterminated = true;
        collector.addRecord(results.data);
        if (++read % PROGRESS_EVERY === 0) onRecords?.(read - 1);
      },
      complete() {
        onRecords?.(Math.max(0, read - 1));
        if (unterminated) reject(new AppError('BAD_REQUEST', CSV_MSG.unterminatedQuote));
        else resolve();
      },
      error(err: Error) {
        reject(err);
      },
    });
  });
}
