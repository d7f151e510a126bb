import { describe, expect, it } from 'vitest';
import { siteConfig } from '@site/shared/config/site-config';
import type { CareerOpening } from '@site/shared/types/entities';
import { decodeMailto } from '../../test/decode-mailto';
import { careerMailto, EMPTY_CAREER, validateCareer } from './career-form';
import { openingMailto } from './opening-mail';

const fileOfSize = (size: number, name = 'resume.pdf') => {
  const file = new File(['x'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('career form validation (spec §5)', () => {
  it('requires name, email, phone and a resume, with the spec messages', () => {
    expect(validateCareer(EMPTY_CAREER)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      resume: 'Please select a resume.',
    });
  });

  it('accepts a resume of exactly 5242880 bytes and rejects one byte more', () => {
    const valid = { ...EMPTY_CAREER, name: 'Rahul', email: 'rahul@example.com', phone: '9876543210' };
    expect(validateCareer({ ...valid, resume: fileOfSize(5_242_880) })).toEqual({});
    expect(validateCareer({ ...valid, resume: fileOfSize(5_242_881) })).toEqual({ resume: 'File size exceeds 5MB.' });
    expect(validateCareer({ ...valid, resume: fileOfSize(6 * 1024 * 1024) }).resume).toBe('File size exceeds 5MB.');
  });

  it('does not validate position, experience or message', () => {
    const valid = { ...EMPTY_CAREER, name: 'Rahul', email: 'rahul@example.com', phone: '9876543210', resume: fileOfSize(1000) };
    expect(validateCareer(valid)).toEqual({});
  });
});

describe('career mail draft', () => {
  it('lists name, email, phone, position, experience and message and asks to attach the resume', () => {
    const draft = decodeMailto(
      careerMailto({
        position: 'Quality Control Chemist',
        experience: '3 years',
        name: 'Rahul Das',
        email: 'rahul@example.com',
        phone: '9876543210',
        message: 'Available from June.',
        resume: fileOfSize(1000, 'Rahul-Das-CV.pdf'),
      }),
    );
    expect(draft.to).toBe(siteConfig.sharedMailbox);
    expect(draft.cc).toBe('rahul@example.com');
    expect(draft.subject).toBe('Contact Form Submission');
    expect(draft.body).toBe(
      [
        'Name: Rahul Das',
        'Email: rahul@example.com',
        'Phone: 9876543210',
        'Position: Quality Control Chemist',
        'Experience: 3 years',
        'Message: Available from June.',
        '',
        'Resume: please attach your resume (Rahul-Das-CV.pdf) to this e-mail before sending it.',
      ].join('\r\n'),
    );
  });
});

describe('Apply now mail draft', () => {
  const opening: CareerOpening = {
    job_Roll: 'Production Supervisor',
    position: 'Supervisor - Extrusion',
    job_Location: 'Punalur Plant, Kollam',
    education: 'Diploma in Polymer Technology',
    experience: '3 to 5 years',
  };

  it("has the subject 'Application for {job role} position' and lists the opening", () => {
    const draft = decodeMailto(openingMailto(opening));
    expect(draft.to).toBe(siteConfig.sharedMailbox);
    expect(draft.subject).toBe('Application for Production Supervisor position');
    expect(draft.body).toContain('Job Role: Production Supervisor\r\nPosition: Supervisor - Extrusion\r\nLocation: Punalur Plant, Kollam\r\nEducation: Diploma in Polymer Technology\r\nExperience: 3 to 5 years');
  });

  it('keeps a job role with mail syntax inside the subject', () => {
    const draft = decodeMailto(openingMailto({ ...opening, job_Roll: 'Sales & Marketing?\r\nBcc: x@example.com' }));
    expect(draft.subject).toBe('Application for Sales & Marketing? Bcc: x@example.com position');
    expect(draft.keys.sort()).toEqual(['body', 'subject']);
  });
});
