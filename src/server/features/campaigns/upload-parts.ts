import type { FastifyRequest } from 'fastify';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { CSV_MSG } from '@common/campaigns/csv-leads';
import { isAppError } from '@common/errors';
import { importRejected } from './import-errors';
import type { UploadPart } from './import-campaign-csv';

/** The 413 of the import: a file over CSV_MAX_BYTES, found before or while it streams in. */
export class UploadTooLarge extends Error {
  readonly statusCode = 413;
  constructor() {
    super(CSV_MSG.tooLarge);
  }
}

/**
 * The multipart request as UploadParts. A file over the size limit arrives truncated: its stream
 * ends by throwing UploadTooLarge, so the parser never reports a half file as a complete one.
 */
export async function* uploadParts(req: FastifyRequest): AsyncGenerator<UploadPart> {
  for await (const part of malformedAsBadRequest(req.parts())) {
    if (part.type === 'field') {
      const f = part as MultipartValue;
      yield { kind: 'field', name: f.fieldname, value: typeof f.value === 'string' ? f.value : String(f.value) };
      continue;
    }
    const file = part as MultipartFile;
    yield { kind: 'file', name: file.fieldname, fileName: file.filename ?? '', stream: checkedStream(file) };
  }
}

async function* checkedStream(file: MultipartFile): AsyncGenerator<Buffer> {
  for await (const chunk of malformedAsBadRequest(file.file)) yield chunk as Buffer;
  if (file.file.truncated) throw new UploadTooLarge();
}

/**
 * A body that is not a well-formed multipart form (wrong boundary, cut-off part headers) makes the
 * multipart parser throw plain errors mid-iteration: those are the sender's fault, a 400, not a 500.
 */
async function* malformedAsBadRequest<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  try {
    for await (const item of source) yield item;
  } catch (err) {
    if (err instanceof UploadTooLarge || isAppError(err) || (err as { statusCode?: number }).statusCode === 413)
      throw err;
    throw importRejected(
      `${CSV_MSG.missingInfo}: the upload is not a valid multipart form (${err instanceof Error ? err.message : 'unreadable'})`,
    );
  }
}
