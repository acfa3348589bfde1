// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { chooseOption, renderClient } from '../../../../tests/support/render-client';
import { StepPersonality } from './step-personality';
import { INITIAL_DRAFT } from './wizard-draft';

afterEach(cleanup);

const empty = { gender: '', age: '', energyStyle: '', toneBooster: [], name: '', hometown: '' };
const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: /Continue/ })));
const chip = (name: string) => screen.getByRole('button', { name });
const pressed = () => screen.getAllByRole('button', { pressed: true }).map((b) => b.textContent);

describe('step 2, Voice & Personality', () => {
  it('shows every validation message of spec §5 on Continue, each tied to its control', async () => {
    const onNext = vi.fn();
    renderClient(<StepPersonality initial={empty} onNext={onNext} onBack={vi.fn()} />);
    await submit();
    const alerts = (await screen.findAllByRole('alert')).map((a) => a.textContent);
    expect(alerts).toEqual([
      'Please select a gender',
      'Please select an age range',
      'Please select an energy style',
      'Please select at least one tone booster',
      'Agent name is required',
      'Hometown / dialect is required',
    ]);
    expect(screen.getByLabelText('Agent name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Voice gender' }).getAttribute('aria-describedby')).toBe(
      'gender-error',
    );
    expect(screen.getByRole('group', { name: 'Tone boosters' }).getAttribute('aria-describedby')).toBe(
      'toneBooster-error',
    );
    expect(screen.getAllByRole('radio').every((r) => r.getAttribute('aria-invalid') === 'true')).toBe(true);
    expect(onNext).not.toHaveBeenCalled();
  });

  it('a blank name (spaces) is not a name', async () => {
    renderClient(<StepPersonality initial={{ ...INITIAL_DRAFT, name: '   ' }} onNext={vi.fn()} onBack={vi.fn()} />);
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Agent name is required');
  });

  it('tone boosters: up to three, a fourth is ignored, clicking a chosen one removes it', async () => {
    renderClient(<StepPersonality initial={{ ...INITIAL_DRAFT, toneBooster: [] }} onNext={vi.fn()} onBack={vi.fn()} />);
    fireEvent.click(chip('Warm'));
    fireEvent.click(chip('Quirky'));
    fireEvent.click(chip('Serious'));
    expect(pressed()).toEqual(['Serious', 'Warm', 'Quirky']);
    fireEvent.click(chip('Confident'));
    expect(chip('Confident').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('3 of 3 selected')).toBeTruthy();
    fireEvent.click(chip('Warm'));
    expect(chip('Warm').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('2 of 3 selected')).toBeTruthy();
  });

  it('radio cards are native radios and chips native buttons (the browser gives them keyboard support; e2e presses the keys)', async () => {
    const onNext = vi.fn();
    renderClient(<StepPersonality initial={{ ...empty }} onNext={onNext} onBack={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Energy style' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(6);
    fireEvent.click(within(group).getByRole('radio', { name: /Empathetic/ }));
    expect((within(group).getByRole('radio', { name: /Empathetic/ }) as HTMLInputElement).checked).toBe(true);
    expect(chip('Trustworthy').tagName).toBe('BUTTON');
    fireEvent.click(chip('Trustworthy'));

    await chooseOption(screen.getByRole('combobox', { name: 'Voice gender' }), 'Neutral');
    await chooseOption(screen.getByRole('combobox', { name: 'Age range' }), '40s');
    await chooseOption(screen.getByRole('combobox', { name: 'Hometown / dialect' }), 'Toronto, Canada');
    fireEvent.change(screen.getByLabelText('Agent name'), { target: { value: 'Riley' } });
    await submit();
    await waitFor(() =>
      expect(onNext).toHaveBeenCalledWith(
        {
          gender: 'neutral',
          age: '40s',
          energyStyle: 'empathetic',
          toneBooster: ['Trustworthy'],
          name: 'Riley',
          hometown: 'Toronto, Canada',
        },
        expect.anything(),
      ),
    );
  });

  it('the hometown list is grouped by region', async () => {
    renderClient(<StepPersonality initial={INITIAL_DRAFT} onNext={vi.fn()} onBack={vi.fn()} />);
    const trigger = screen.getByRole('combobox', { name: 'Hometown / dialect' });
    await act(async () => void fireEvent.keyDown(trigger, { key: 'Enter' }));
    const listbox = await screen.findByRole('listbox');
    for (const region of [
      'Northeast US',
      'West Coast US',
      'Midwest US',
      'Southern US',
      'Southwest US',
      'Europe',
      'Asia',
    ]) {
      expect(within(listbox).getByText(region)).toBeTruthy();
    }
    expect(within(listbox).getAllByRole('option')).toHaveLength(19);
  });
});
