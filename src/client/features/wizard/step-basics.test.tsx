// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { chooseOption, renderClient } from '../../../../tests/support/render-client';
import { BASICS_INTRO, StepBasics } from './step-basics';

// Step 1's validation is a lazy chunk (zod); load it up front so Continue is timed, not the transform.
beforeAll(() => import('./step-resolvers'), 30_000);

afterEach(cleanup);

const empty = { industry: '', industryCustom: '', websiteUrl: '' };
const industryTrigger = () => screen.getByRole('combobox', { name: 'Industry' });
const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: /Continue/ })));

describe('step 1, Business Profile', () => {
  it('shows the intro and requires an industry; the error stays until the next Continue', async () => {
    const onNext = vi.fn();
    renderClient(<StepBasics initial={empty} onNext={onNext} />);
    expect(screen.getByText(BASICS_INTRO)).toBeTruthy();
    expect(BASICS_INTRO).toBe("Let's start by understanding your business to personalize your AI voice agent.");
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Please select an industry');
    expect(industryTrigger().getAttribute('aria-invalid')).toBe('true');
    expect(onNext).not.toHaveBeenCalled();

    await chooseOption(industryTrigger(), 'Finance');
    // Errors are kept until re-validation (spec §4), i.e. the next Continue.
    expect(screen.getByRole('alert').textContent).toBe('Please select an industry');
    await submit();
    await waitFor(() =>
      expect(onNext).toHaveBeenCalledWith(
        { industry: 'finance', industryCustom: '', websiteUrl: '' },
        expect.anything(),
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("'custom' reveals the free-text field, which is then required", async () => {
    const onNext = vi.fn();
    renderClient(<StepBasics initial={{ ...empty, industry: 'technology' }} onNext={onNext} />);
    expect(screen.queryByLabelText('Your industry')).toBeNull();
    await chooseOption(industryTrigger(), 'Other (specify)');
    const custom = screen.getByLabelText('Your industry') as HTMLInputElement;
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Please specify your industry');
    expect(custom.getAttribute('aria-invalid')).toBe('true');
    expect(custom.getAttribute('aria-describedby')).toBe('industryCustom-error');

    fireEvent.change(custom, { target: { value: 'Artisan bakery' } });
    fireEvent.change(screen.getByLabelText('Business website (optional)'), { target: { value: 'not even a url' } });
    await submit();
    // The website has no format check (spec §5).
    await waitFor(() =>
      expect(onNext).toHaveBeenCalledWith(
        { industry: 'custom', industryCustom: 'Artisan bakery', websiteUrl: 'not even a url' },
        expect.anything(),
      ),
    );
  });

  it('choosing any other industry hides the field and clears industryCustom', async () => {
    const onNext = vi.fn();
    renderClient(
      <StepBasics initial={{ industry: 'custom', industryCustom: 'Bakery', websiteUrl: '' }} onNext={onNext} />,
    );
    expect((screen.getByLabelText('Your industry') as HTMLInputElement).value).toBe('Bakery');
    await chooseOption(industryTrigger(), 'Retail');
    expect(screen.queryByLabelText('Your industry')).toBeNull();
    await submit();
    await waitFor(() =>
      expect(onNext).toHaveBeenCalledWith(
        { industry: 'retail', industryCustom: '', websiteUrl: '' },
        expect.anything(),
      ),
    );
  });
});
