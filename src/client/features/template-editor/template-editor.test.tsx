// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROMPT_PLACEHOLDERS, type TPromptTemplateResponse } from '@common/prompts/schemas';
import { fetchByPath, json, renderClient } from '../../../../tests/support/render-client';
import { TemplateEditor } from './template-editor';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SAVED = 'You are {{name}} calling {{companyName}}.';
const response = (over: Partial<TPromptTemplateResponse> = {}): TPromptTemplateResponse => ({
  template: SAVED,
  isDefault: true,
  placeholders: PROMPT_PLACEHOLDERS.map((p) => ({ ...p })),
  updatedAt: null,
  updatedBy: null,
  ...over,
});

/** The tab against a fake server: GET answers the saved template, PUT/reset as given. */
async function open(routes: Parameters<typeof fetchByPath>[0] = {}) {
  const f = fetchByPath({
    '/api/admin/prompt-template/reset': () => json(response()),
    '/api/admin/prompt-template': (init) =>
      init?.method === 'PUT'
        ? json(
            response({
              template: JSON.parse(String(init.body)).template,
              isDefault: false,
              updatedAt: '2025-05-01T10:00:00.000Z',
              updatedBy: 'admin',
            }),
          )
        : json(response()),
    ...routes,
  });
  vi.stubGlobal('fetch', f.fn);
  renderClient(<TemplateEditor />);
  await screen.findByTestId('template-view');
  return f;
}
const click = (name: string | RegExp) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));
const editor = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Base prompt template' });
const type = (value: string) => fireEvent.change(editor(), { target: { value } });
const writes = (f: Awaited<ReturnType<typeof open>>) =>
  f.calls.filter((c) => c.init?.method === 'PUT' || c.init?.method === 'POST');

describe('Template tab', () => {
  it('Save is enabled only when the text differs from the saved text; the unsaved-changes warning follows', async () => {
    await open();
    expect(screen.getByTestId('template-origin').textContent).toContain('Default');
    await click('Edit');
    expect(editor().value).toBe(SAVED);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    expect(screen.queryByTestId('unsaved-warning')).toBeNull();
    type(`${SAVED} Be brief.`);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
    expect(screen.getByTestId('unsaved-warning').textContent).toContain('unsaved changes');
    expect(screen.getByTestId('template-counts').textContent).toContain(`${SAVED.length + 10} characters`);
    type(SAVED);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    expect(screen.queryByTestId('unsaved-warning')).toBeNull();
  });

  it('Cancel leaves at once when nothing changed, and asks to discard when something did', async () => {
    await open();
    await click('Edit');
    await click('Cancel');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTestId('template-view')).toBeTruthy();

    await click('Edit');
    type('Changed {{name}}');
    await click('Cancel');
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to discard your changes?')).toBeTruthy();
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' })));
    expect(editor().value).toBe('Changed {{name}}');

    await click('Cancel');
    await act(
      async () =>
        void fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Discard' })),
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByTestId('template-view').textContent).toBe(SAVED);
  });

  it('saves the edited text: PUT {template}, "Template Saved", then Customised with who and when', async () => {
    const f = await open();
    await click('Edit');
    type('Hello, I am {{name}}.');
    await click('Save');
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Template Saved');
    expect(toast.textContent).toContain('Base prompt template updated successfully');
    expect(JSON.parse(String(writes(f)[0].init!.body))).toEqual({ template: 'Hello, I am {{name}}.' });
    expect(screen.getByTestId('template-view').textContent).toBe('Hello, I am {{name}}.');
    const origin = screen.getByTestId('template-origin').textContent!;
    expect(origin).toContain('Customised');
    expect(origin).toContain('by admin');
  });

  it('a template without {{name}} is refused before any request, with the reason in "Save Failed"', async () => {
    const f = await open();
    await click('Edit');
    type('Hello from {{companyName}}');
    await click('Save');
    const toast = await screen.findByTestId('toast');
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    expect(toast.textContent).toContain('Save Failed');
    expect(toast.textContent).toContain('must contain the {{name}} placeholder');
    expect(writes(f)).toHaveLength(0);
    expect(editor().value).toBe('Hello from {{companyName}}');
  });

  it.each([
    [
      'a refusal: the server says why',
      400,
      { error: 'Template rejected by policy', code: 'VALIDATION' },
      'Template rejected by policy',
    ],
    [
      'a server failure: the spec text',
      500,
      { error: 'Internal server error', code: 'INTERNAL' },
      'Unable to save prompt template',
    ],
  ])('a failed save, %s', async (_c, status, body, description) => {
    await open({
      '/api/admin/prompt-template': (init) => (init?.method === 'PUT' ? json(body, status) : json(response())),
    });
    await click('Edit');
    type('Hi, {{name}} here.');
    await click('Save');
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Save Failed');
    expect(toast.textContent).toContain(description);
    expect(editor().value).toBe('Hi, {{name}} here.');
  });

  it('Reset to Default asks first; confirmed, it posts the reset and says "Template Reset"', async () => {
    const f = await open({
      '/api/admin/prompt-template': () =>
        json(
          response({
            template: 'Custom {{name}}',
            isDefault: false,
            updatedBy: 'admin',
            updatedAt: '2025-05-01T10:00:00.000Z',
          }),
        ),
    });
    await click('Reset to Default');
    const dialog = screen.getByRole('alertdialog');
    expect(
      within(dialog).getByText('Are you sure you want to reset to the default template? All changes will be lost.'),
    ).toBeTruthy();
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Keep current' })));
    expect(writes(f)).toHaveLength(0);

    await click('Reset to Default');
    await act(
      async () => void fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset' })),
    );
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Template Reset');
    expect(toast.textContent).toContain('Prompt template reset to default');
    expect(writes(f).map((c) => c.url)).toEqual(['/api/admin/prompt-template/reset']);
    expect(screen.getByTestId('template-view').textContent).toBe(SAVED);
    expect(screen.getByTestId('template-origin').textContent).toContain('Default');
  });

  it('a failed reset says "Reset Failed"; a failed load says "Load Failed"', async () => {
    await open({
      '/api/admin/prompt-template/reset': () => json({ error: 'boom' }, 500),
      '/api/admin/prompt-template': () => json(response({ isDefault: false })),
    });
    await click('Reset to Default');
    await act(
      async () => void fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset' })),
    );
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('Reset Failed'));
    expect(screen.getByTestId('toast').textContent).toContain('Unable to reset prompt template');
    cleanup();

    vi.stubGlobal('fetch', fetchByPath({ '/api/admin/prompt-template': () => json({ error: 'down' }, 503) }).fn);
    renderClient(<TemplateEditor />);
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('Load Failed'));
    expect(screen.getByTestId('toast').textContent).toContain('Unable to load prompt template');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('clicking a placeholder while editing inserts it at the cursor', async () => {
    await open();
    await click('Edit');
    type('Hi  here');
    editor().setSelectionRange(3, 3);
    await click(/^Insert ?\{\{name\}\}/); // jsdom joins inline text without the space a browser keeps
    expect(editor().value).toBe('Hi {{name}} here');
    expect(editor().selectionStart).toBe(11);
  });
});
