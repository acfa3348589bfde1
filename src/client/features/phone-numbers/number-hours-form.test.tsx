// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { TPhoneNumber } from '@common/phone-numbers/schemas';
import { renderClient } from '../../../../tests/support/render-client';
import { NumberHoursForm } from './number-hours-form';

// The hours form checks with the server's schema first: a bad time or zone says so beside its
// field and nothing is sent; good hours are sent as the PATCH body.

const number: TPhoneNumber = {
  id: '00000000-0000-4000-8000-000000000001',
  phoneNumber: '+14155550200',
  campaignId: null,
  campaignName: null,
  source: 'provisioned',
  provider: 'sandbox',
  mode: 'sandbox',
  hours: null,
  afterHours: 'callback',
  createdAt: '2026-11-29T00:00:00.000Z',
};

afterEach(cleanup);

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('NumberHoursForm', () => {
  it('shows why hours are refused and sends nothing', async () => {
    const onSave = vi.fn(async () => {});
    renderClient(<NumberHoursForm number={number} onSave={onSave} />);
    fill('Opens', '18:00');
    fill('Closes', '09:00');
    fill('Time zone', 'Mars/Olympus');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save hours' })));
    expect(screen.getByText('Opening hours must end after they start')).toBeTruthy();
    expect(screen.getByText('Unknown time zone')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends good hours, and blank hours as always open', async () => {
    const onSave = vi.fn(async () => {});
    renderClient(<NumberHoursForm number={number} onSave={onSave} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save hours' })));
    expect(onSave).toHaveBeenLastCalledWith({ hours: null, afterHours: 'callback' });
    fill('Opens', '09:00');
    fill('Closes', '17:00');
    fill('Time zone', 'America/New_York');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save hours' })));
    expect(onSave).toHaveBeenLastCalledWith({
      hours: { start: '09:00', end: '17:00', timeZone: 'America/New_York' },
      afterHours: 'callback',
    });
  });
});
