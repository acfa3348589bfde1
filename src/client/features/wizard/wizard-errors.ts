import { MSG } from '@common/wizard/messages';
import { ApiError } from '@client/lib/api';

// Spec §8, the wizard's error catalogue, as pure functions so each rule is tested on its own.

/** Prompt generation: 429 and 400 have fixed texts; otherwise the server's error or 'Server error: ' + status text. */
export function promptErrorMessage(status: number, statusText: string, serverError?: string): string {
  if (status === 429) return MSG.prompt429;
  if (status === 400) return MSG.prompt400;
  return serverError || MSG.serverErrorPrefix + statusText;
}

/** What the wizard shows when generation failed: the message, or 'Failed to generate prompt'. */
export function promptFailureText(err: unknown): string {
  if (err instanceof ApiError)
    return promptErrorMessage(err.status, err.statusText, err.body?.error) || MSG.promptFailed;
  // A dropped connection or an unreadable answer has no server message to show.
  return MSG.promptFailed;
}

/** Launch: the server's error or message, else 'Failed to launch agent: ' + status text. */
export function launchErrorReason(statusText: string, bodyText: string): string {
  let body: { error?: unknown; message?: unknown } | null = null;
  try {
    body = bodyText ? JSON.parse(bodyText) : null;
  } catch {
    /* not JSON: fall back to the status text */
  }
  const fromServer =
    typeof body?.error === 'string' ? body.error : typeof body?.message === 'string' ? body.message : '';
  return fromServer || MSG.launchFailedPrefix + statusText;
}

/**
 * The toast text: 'Failed to launch agent: ' + reason. When the reason already starts with that
 * prefix (the status-text fallback) it is not repeated, so nobody reads the phrase twice.
 */
export function launchFailureText(reason: string): string {
  return reason.startsWith(MSG.launchFailedPrefix) ? reason : MSG.launchFailedPrefix + reason;
}

/** Saving the configuration (the launch flow's first request). */
export const saveErrorMessage = (statusText: string) => MSG.saveFailedPrefix + statusText;

/** The scrape request itself fails with this (rethrown); the wizard shows MSG.scrapeFailedWizard. */
export const scrapeErrorMessage = (statusText: string) => MSG.scrapeFailedPrefix + statusText;
