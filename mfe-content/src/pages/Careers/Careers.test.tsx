import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSiteEnv } from '@site/shared/config/env';
import { siteConfig } from '@site/shared/config/site-config';
import { MAIL_DRAFT_EVENT } from '@site/shared/forms/mailto';
import type { CareerOpening } from '@site/shared/types/entities';
import { decodeMailto } from '../../test/decode-mailto';
import { deadAddress, startJsonServer, type JsonServer } from '../../test/json-server';
import Careers from './Careers';

const OPENINGS: CareerOpening[] = [
  { job_Roll: 'Production Supervisor', position: 'Supervisor - Extrusion', job_Location: 'Punalur Plant', education: 'Diploma', experience: '3 to 5 years' },
  { job_Roll: 'Accounts Executive', position: 'Executive - Finance', job_Location: 'Head Office, Punalur', education: 'B.Com', experience: '1 to 3 years' },
];

/** Collects the mail drafts the page opens (openMailDraft announces each before navigating). */
function captureDrafts(): string[] {
  const drafts: string[] = [];
  window.addEventListener(MAIL_DRAFT_EVENT, (event) => drafts.push((event as CustomEvent<string>).detail));
  return drafts;
}

const renderCareers = () =>
  render(
    <MemoryRouter>
      <Careers />
    </MemoryRouter>,
  );

describe('Careers', () => {
  let server: JsonServer | undefined;
  beforeEach(async () => {
    server = await startJsonServer({ '/investors/list-career-opening': OPENINGS });
    setSiteEnv({ adminHost: server.url });
  });
  afterEach(async () => {
    await server?.close();
    vi.restoreAllMocks();
  });

  it('shows every opening with its details and an Apply now mail draft', async () => {
    const drafts = captureDrafts();
    renderCareers();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Production Supervisor', 'Accounts Executive']);
    expect(within(cards[0]!).getByText('Supervisor - Extrusion')).toBeTruthy();
    const apply = within(cards[0]!).getByRole('link', { name: /^Apply now\s*: Production Supervisor$/ });
    fireEvent.click(apply);
    expect(drafts).toHaveLength(1);
    const draft = decodeMailto(drafts[0]!);
    expect(draft.to).toBe(siteConfig.sharedMailbox);
    expect(draft.subject).toBe('Application for Production Supervisor position');
    expect(draft.body).toContain('Job Role: Production Supervisor\r\nPosition: Supervisor - Extrusion\r\nLocation: Punalur Plant\r\nEducation: Diploma\r\nExperience: 3 to 5 years');
    expect(apply.getAttribute('href')).toBe(drafts[0]);
  });

  it('shows the spec messages on an empty submit, focuses the first invalid field and opens no draft', async () => {
    const drafts = captureDrafts();
    renderCareers();
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    for (const message of ['Name is required', 'Email is required', 'Phone number is required', 'Please select a resume.']) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Name/)));
    expect(drafts).toEqual([]);
    // Editing a field clears only its message (spec §4).
    await userEvent.type(screen.getByLabelText(/^Name/), 'R');
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.getByText('Email is required')).toBeTruthy();
  });

  it("rejects a resume over 5242880 bytes with 'File size exceeds 5MB.'", async () => {
    const drafts = captureDrafts();
    renderCareers();
    await userEvent.type(screen.getByLabelText(/^Name/), 'Rahul Das');
    await userEvent.type(screen.getByLabelText(/^Email/), 'rahul@example.com');
    await userEvent.type(screen.getByLabelText(/^Phone/), '9876543210');
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'cv.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText(/^Resume/), big);
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(screen.getByText('File size exceeds 5MB.')).toBeTruthy();
    expect(drafts).toEqual([]);
  });

  it('opens the application draft when valid, reading the resume only locally', async () => {
    const drafts = captureDrafts();
    const reads = vi.spyOn(FileReader.prototype, 'readAsText');
    renderCareers();
    await userEvent.type(screen.getByLabelText(/^Position/), 'Accounts Executive');
    await userEvent.type(screen.getByLabelText(/^Experience/), '2 years');
    await userEvent.type(screen.getByLabelText(/^Name/), 'Rahul Das');
    await userEvent.type(screen.getByLabelText(/^Email/), 'rahul@example.com');
    await userEvent.type(screen.getByLabelText(/^Phone/), ' 9876543210 ');
    await userEvent.upload(screen.getByLabelText(/^Resume/), new File(['My CV'], 'Rahul-CV.txt', { type: 'text/plain' }));
    await userEvent.type(screen.getByLabelText(/^Message/), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(drafts).toHaveLength(1));
    expect(reads).toHaveBeenCalledTimes(1);
    const draft = decodeMailto(drafts[0]!);
    expect(draft.subject).toBe('Contact Form Submission');
    expect(draft.cc).toBe('rahul@example.com');
    expect(draft.body).toBe(
      'Name: Rahul Das\r\nEmail: rahul@example.com\r\nPhone: 9876543210\r\nPosition: Accounts Executive\r\nExperience: 2 years\r\nMessage: Hello\r\n\r\nResume: please attach your resume (Rahul-CV.txt) to this e-mail before sending it.',
    );
  });

  it('with the admin host down: logs the failure, shows no openings, keeps the form', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setSiteEnv({ adminHost: await deadAddress() });
    renderCareers();
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Error fetching data:', expect.anything()));
    expect(screen.queryByRole('heading', { name: 'Join our team' })).toBeNull();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send application' })).toBeTruthy();
  });
});
