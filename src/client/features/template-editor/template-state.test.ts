import { describe, expect, it } from 'vitest';
import { ApiError } from '@client/lib/api';
import { MSG } from './messages';
import { insertAt, isDirty, leaveAction, saveFailureText, templateStats } from './template-state';

describe('template editor rules', () => {
  it('is dirty only while editing text that differs from the saved text', () => {
    expect(isDirty(null, 'Hi {{name}}')).toBe(false);
    expect(isDirty('Hi {{name}}', 'Hi {{name}}')).toBe(false);
    expect(isDirty('Hi {{name}}!', 'Hi {{name}}')).toBe(true);
    expect(isDirty('', 'Hi {{name}}')).toBe(true);
    expect(isDirty('anything', undefined)).toBe(false);
  });

  it('asks before leaving only when there are unsaved changes', () => {
    expect(leaveAction(true)).toBe('confirm-discard');
    expect(leaveAction(false)).toBe('leave');
  });

  it('counts characters, lines and the fixed text outside placeholders', () => {
    expect(templateStats('')).toEqual({ chars: 0, lines: 0, fixedChars: 0 });
    expect(templateStats('Hi {{name}}\nfrom {{ companyName }}')).toEqual({ chars: 34, lines: 2, fixedChars: 8 });
  });

  it('inserts at the cursor, replacing a selection, and clamps out-of-range positions', () => {
    expect(insertAt('Hello world', 6, 6, '{{name}} ')).toEqual({ text: 'Hello {{name}} world', caret: 15 });
    expect(insertAt('Hello world', 6, 11, '{{name}}')).toEqual({ text: 'Hello {{name}}', caret: 14 });
    expect(insertAt('ab', 10, 12, 'X')).toEqual({ text: 'abX', caret: 3 });
  });

  it("'Save Failed' says the server's reason for a refusal, the spec's text otherwise", () => {
    const refused = new ApiError(400, 'Bad Request', '', {
      error: 'The template must contain the {{name}} placeholder',
      code: 'VALIDATION',
    });
    expect(saveFailureText(refused)).toBe('The template must contain the {{name}} placeholder');
    expect(
      saveFailureText(
        new ApiError(500, 'Internal Server Error', '', { error: 'Internal server error', code: 'INTERNAL' }),
      ),
    ).toBe(MSG.saveFailedText);
    expect(saveFailureText(new ApiError(400, 'Bad Request', 'nope', null))).toBe(MSG.saveFailedText);
    expect(saveFailureText(new TypeError('Failed to fetch'))).toBe('Unable to save prompt template');
  });
});
