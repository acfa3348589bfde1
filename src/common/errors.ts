// The one error type (house rule 7). Services throw `AppError(code, message)`; the server maps the
// code to an HTTP status in one place (src/server/http/error-handler.ts) and answers
// `{ error: message, code }`. The client matches on `code` when it needs to choose a spec message.

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYMENT_REQUIRED: 402,
  UNPROCESSABLE: 422,
  /** A request over a documented size cap (e.g. more than 1,000 leads in one enrolment). */
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  PROVIDER_ERROR: 502,
  PROVIDER_UNAVAILABLE: 503,
  /** The database's disk is full: nothing was written. */
  INSUFFICIENT_STORAGE: 507,
  INTERNAL: 500,
} as const;

export type AppErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: AppErrorCode;
  /** Extra, safe-to-show data (e.g. which fields are missing). Never secrets. */
  readonly details?: Record<string, unknown>;

  constructor(code: AppErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

/** The body of every error response. */
export interface ErrorBody {
  error: string;
  code: AppErrorCode;
  requestId?: string;
  details?: Record<string, unknown>;
}
