import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_SUBSCRIBE_ANSWER, INVESTOR_ALERT_PATHS } from '@site/shared/contract/investor-alerts';
import { startAdminHostStub, type AdminHostStub } from '../../test/admin-host-stub';
import { renderPageIn } from '../../test/render-page';
import { AlertsSignup } from './AlertsSignup';

let stub: AdminHostStub;
beforeAll(async () => {
  stub = await startAdminHostStub();
});
afterAll(() => stub.close());

const renderForm = () =>
  render(
    <StrictMode>
      <AlertsSignup />
    </StrictMode>,
  );
const form = () => screen.getByRole('form', { name: 'E-mail alerts' });
const email = () => screen.getByRole('textbox', { name: /Your e-mail address/ });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

describe('the e-mail alerts form on /investors', () => {
  it('is in the server HTML, labelled, and its button works from the first click after hydration', async () => {
    const html = renderToString(<AlertsSignup />);
    expect(html).toContain('Your e-mail address');
    expect(html).toMatch(/<button type="submit" class="btn btn-primary" disabled="">Subscribe<\/button>/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    try {
      await act(async () => {
        hydrateRoot(container, <AlertsSignup />);
      });
      const button = within(container).getByRole('button', { name: 'Subscribe' });
      expect((button as HTMLButtonElement).disabled).toBe(false);
      fireEvent.click(button);
      expect(within(container).getByRole('alert').textContent).toBe('Please correct the marked fields.');
    } finally {
      container.remove();
    }
  });

  it('keeps what a visitor typed and unticked while the page\'s script was still on its way', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<AlertsSignup />);
    document.body.append(container);
    try {
      // Typed into the server's HTML before hydration (a slow phone: the script loads at the first focus).
      (container.querySelector('input[name="email"]') as HTMLInputElement).value = 'early@example.in';
      (container.querySelector('input[value="governance"]') as HTMLInputElement).checked = false;
      await act(async () => {
        hydrateRoot(container, <AlertsSignup />);
      });
      fireEvent.click(within(container).getByRole('button', { name: 'Subscribe' }));
      await waitFor(() => expect(stub.posted.at(-1)?.body).toBe(JSON.stringify({ email: 'early@example.in', kinds: ['results', 'announcements'] })));
    } finally {
      container.remove();
      // The next tests start from a stub that has received nothing.
      stub.posted.splice(0);
    }
  });

  it('shows each field its message, tied to it, and moves focus to the first', async () => {
    renderForm();
    expect(within(form()).getByRole('group', { name: 'Which documents' })).toBeTruthy();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((box) => [(box as HTMLInputElement).checked, box.getAttribute('aria-describedby') !== null])).toEqual([
      [true, true],
      [true, true],
      [true, true],
    ]);
    expect(screen.getByRole('checkbox', { name: /Results and financials/ }).getAttribute('aria-describedby')).toBeTruthy();
    for (const box of boxes) fireEvent.click(box);
    fireEvent.change(email(), { target: { value: 'anu@example' } });
    submit();
    const emailError = screen.getByText('Enter an e-mail address like name@example.com');
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(email().getAttribute('aria-describedby')).toContain(emailError.id);
    const kindsError = screen.getByText('Choose at least one kind of document');
    expect(screen.getByRole('group', { name: 'Which documents' }).getAttribute('aria-describedby')).toBe(kindsError.id);
    await waitFor(() => expect(document.activeElement).toBe(email()));
    // Editing a field clears its message only.
    fireEvent.change(email(), { target: { value: 'anu@example.in' } });
    expect(screen.queryByText('Enter an e-mail address like name@example.com')).toBeNull();
    expect(screen.getByText('Choose at least one kind of document')).toBeTruthy();
    expect(stub.posted).toEqual([]);
  });

  it('sends the address and kinds as JSON and announces the neutral answer', async () => {
    stub.answer(INVESTOR_ALERT_PATHS.subscribe, { status: 202, body: { message: ALERT_SUBSCRIBE_ANSWER } });
    renderForm();
    fireEvent.click(screen.getByRole('checkbox', { name: /Announcements and board outcomes/ }));
    fireEvent.change(email(), { target: { value: ' Anu@Example.in ' } });
    submit();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Thank you. Check your inbox and open the link in our e-mail to confirm: nothing is sent to you until you do.'));
    expect(stub.posted.at(-1)).toEqual({ path: INVESTOR_ALERT_PATHS.subscribe, contentType: 'application/json', body: JSON.stringify({ email: 'Anu@Example.in', kinds: ['results', 'governance'] }) });
    expect((email() as HTMLInputElement).value).toBe('');
  });

  it('says so when the admin host limits the client or cannot be reached', async () => {
    stub.answer(INVESTOR_ALERT_PATHS.subscribe, { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded' } });
    renderForm();
    fireEvent.change(email(), { target: { value: 'anu@example.in' } });
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many requests from your connection. Please try again in an hour.'));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('speaks Malayalam on /ml pages', async () => {
    await renderPageIn('ml', AlertsSignup, '/investors');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('ഇമെയിൽ അറിയിപ്പുകൾ');
    expect(screen.getByRole('textbox', { name: /നിങ്ങളുടെ ഇമെയിൽ വിലാസം/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'സബ്സ്ക്രൈബ് ചെയ്യുക' })).toBeTruthy();
  });
});
