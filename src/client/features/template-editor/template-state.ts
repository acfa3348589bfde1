import { placeholderPattern } from '@common/prompts/check-template';
import { ApiError } from '@client/lib/api';
import { MSG } from './messages';

// The Template tab's rules, free of React so they can be tested directly (spec §4 and §5).

/** Spec §4: dirty when the text being edited differs from the saved text. Not editing is never dirty. */
export function isDirty(draft: string | null, saved: string | undefined): boolean {
  return draft !== null && saved !== undefined && draft !== saved;
}

/** What leaving the editor (Cancel, Reload) needs: a confirmation only when there are unsaved changes. */
export function leaveAction(dirty: boolean): 'confirm-discard' | 'leave' {
  return dirty ? 'confirm-discard' : 'leave';
}

export interface TemplateStats {
  chars: number;
  lines: number;
  /** Characters outside the placeholders: what every generated prompt carries before any value is filled in. */
  fixedChars: number;
}

export function templateStats(text: string): TemplateStats {
  return {
    chars: text.length,
    lines: text === '' ? 0 : text.split('\n').length,
    fixedChars: text.replace(placeholderPattern(), '').trim().length,
  };
}

/** Replaces the selection [start, end) with `insert`; the caret goes after the inserted text. */
export function insertAt(text: string, start: number, end: number, insert: string): { text: string; caret: number } {
  const a = Math.max(0, Math.min(start, text.length));
  const b = Math.max(a, Math.min(end, text.length));
  return { text: text.slice(0, a) + insert + text.slice(b), caret: a + insert.length };
}

/**
 * The "Save Failed" description: the server's reason when it refused the template (a 4xx, e.g. a
 * missing {{name}}), else the spec's text. A 5xx body says nothing the admin can act on.
 */
export function saveFailureText(err: unknown): string {
  if (err instanceof ApiError && err.status < 500 && err.serverMessage) return err.serverMessage;
  return MSG.saveFailedText;
}

export const placeholderToken = (key: string) => `{{${key}}}`;
