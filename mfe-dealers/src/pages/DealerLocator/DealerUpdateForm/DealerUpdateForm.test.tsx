import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '@site/shared/config/site-config';
import { openMailDraft } from '@site/shared/forms/mailto';
import { parseMailto } from '../../../test/parse-mailto';
import { DealerUpdateForm } from './DealerUpdateForm';

// Opening a draft navigates to mailto:, which the test page cannot do: record the address instead.
vi.mock('@site/shared/forms/mailto', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@site/shared/forms/mailto')>()),
  openMailDraft: vi.fn(),
}));

const field = {
  name: () => screen.getByRole('textbox', { name: 'Name' }),
  email: () => screen.getByRole('textbox', { name: 'Email' }),
  phone: () => screen.getByRole('textbox', { name: 'Phone' }),
  type: () => screen.getByRole('combobox', { name: 'Type' }),
  message: () => screen.getByRole('textbox', { name: 'Message' }),
};
const submit = () => screen.getByRole('button', { name: 'Submit' });
const messageOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter((text) => text !== '10 digits');

function renderForm() {
  const user = userEvent.setup();
  render(
    <>
      <h2 id="update-heading">Dealer and distributor updates</h2>
      <DealerUpdateForm labelledBy="update-heading" />
    </>,
  );
  return user;
}

describe('DealerUpdateForm', () => {
  beforeEach(() => {
    vi.mocked(openMailDraft).mockReset();
  });

  it('uses the spec field names as the controls\' names, with a disabled type placeholder', () => {
    renderForm();
    expect(field.name().getAttribute('name')).toBe('dealername');
    expect(field.email().getAttribute('name')).toBe('dealeremail');
    expect(field.phone().getAttribute('name')).toBe('dealerphone');
    expect(field.type().getAttribute('name')).toBe('dealertype');
    expect(field.message().getAttribute('name')).toBe('dealercommand');
    const options = [...(field.type() as HTMLSelectElement).options].map((o) => [o.value, o.text, o.disabled]);
    expect(options).toEqual([
      ['', 'Select type', true],
      ['distributor', 'Distributor', false],
      ['dealer', 'Dealer', false],
      ['orders', 'Orders', false],
    ]);
  });

  it('shows every required message next to its field on an empty submit and focuses the first', async () => {
    const user = renderForm();
    await user.click(submit());
    expect(messageOf(field.name())).toEqual(['Name is required']);
    expect(messageOf(field.email())).toEqual(['Email is required']);
    expect(messageOf(field.phone())).toEqual(['Phone number is required']);
    expect(messageOf(field.type())).toEqual(['Type is required']);
    for (const control of [field.name(), field.email(), field.phone(), field.type()]) {
      expect(control.getAttribute('aria-invalid')).toBe('true');
    }
    expect(field.message().getAttribute('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(field.name());
    expect(openMailDraft).not.toHaveBeenCalled();
  });

  it('clears each message only when its own field is edited', async () => {
    const user = renderForm();
    await user.click(submit());
    await user.type(field.name(), 'A');
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.getByText('Email is required')).toBeTruthy();
    await user.type(field.email(), 'a');
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(screen.getByText('Phone number is required')).toBeTruthy();
    await user.type(field.phone(), '1');
    expect(screen.queryByText('Phone number is required')).toBeNull();
    expect(screen.getByText('Type is required')).toBeTruthy();
    await user.selectOptions(field.type(), 'dealer');
    expect(screen.queryByText('Type is required')).toBeNull();
    expect(field.type().getAttribute('aria-invalid')).toBe('false');
  });

  it('rejects a phone that is not exactly 10 digits and focuses it', async () => {
    const user = renderForm();
    await user.type(field.name(), 'Anil');
    await user.type(field.email(), 'anil@example.com');
    await user.type(field.phone(), '98460 0010');
    await user.selectOptions(field.type(), 'dealer');
    await user.click(submit());
    expect(messageOf(field.phone())).toEqual(['Invalid phone number (10 digits required)']);
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(document.activeElement).toBe(field.phone());
    expect(openMailDraft).not.toHaveBeenCalled();
  });

  it('opens a mail draft for a valid form and confirms it', async () => {
    const user = renderForm();
    await user.type(field.name(), 'Anil Kumar');
    await user.type(field.email(), 'anil@example.com');
    await user.type(field.phone(), ' 9846000108 ');
    await user.selectOptions(field.type(), 'orders');
    await user.type(field.message(), 'Need 200 conduits{Enter}by Monday');
    await user.click(submit());
    expect(openMailDraft).toHaveBeenCalledTimes(1);
    const { to, fields } = parseMailto(vi.mocked(openMailDraft).mock.calls[0]![0]);
    expect(to).toBe(siteConfig.sharedMailbox);
    expect(fields.get('cc')).toBe('anil@example.com');
    expect(fields.get('subject')).toBe('Contact Form Submission');
    expect(fields.get('body')!.split('\r\n')).toEqual([
      'Name: Anil Kumar',
      'Email: anil@example.com',
      'Phone: 9846000108',
      'Type: Orders',
      'Message: Need 200 conduits',
      'by Monday',
    ]);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Your mail app should have opened');
    expect(status.textContent).toContain(`If nothing opened, please write to ${siteConfig.sharedMailbox}`);
    expect(screen.getByRole('link', { name: siteConfig.sharedMailbox }).getAttribute('href')).toBe(`mailto:${siteConfig.sharedMailbox}`);
    expect(screen.queryByText(/is required/)).toBeNull();
  });
});
