import { describe, expect, it } from 'vitest';
import { siteConfig } from '@site/shared/config/site-config';
import { parseMailto } from '../test/parse-mailto';
import { EMPTY_DEALER_UPDATE, dealerUpdateMailto, validateDealerUpdate, type DealerUpdateValues } from './update-form';

const valid: DealerUpdateValues = {
  dealername: 'Anil Kumar',
  dealeremail: 'anil@example.com',
  dealerphone: ' 9846000108 ',
  dealertype: 'distributor',
  dealercommand: 'Please add our new branch.\nThanks',
};

describe('validateDealerUpdate (spec §5)', () => {
  it('reports every required field of an empty form; the message is optional', () => {
    expect(validateDealerUpdate(EMPTY_DEALER_UPDATE)).toEqual({
      dealername: 'Name is required',
      dealeremail: 'Email is required',
      dealerphone: 'Phone number is required',
      dealertype: 'Type is required',
    });
  });

  it('checks the email for presence only', () => {
    expect(validateDealerUpdate({ ...valid, dealeremail: 'not an address' })).toEqual({});
  });

  it('needs exactly 10 digits after trimming', () => {
    for (const phone of ['12345', '12345678901', '98460 00108', '98460-00108', '+919846000108', 'abcdefghij']) {
      expect(validateDealerUpdate({ ...valid, dealerphone: phone })).toEqual({
        dealerphone: 'Invalid phone number (10 digits required)',
      });
    }
    expect(validateDealerUpdate({ ...valid, dealerphone: '  9846000108\t' })).toEqual({});
  });

  it('treats blank text as missing', () => {
    expect(validateDealerUpdate({ ...valid, dealername: '   ', dealerphone: '  ' })).toEqual({
      dealername: 'Name is required',
      dealerphone: 'Phone number is required',
    });
  });
});

describe('dealerUpdateMailto (spec §5 submission outcome)', () => {
  it('drafts to the shared mailbox, copies the sender, subject and body lines', () => {
    const { to, fields } = parseMailto(dealerUpdateMailto(valid));
    expect(to).toBe(siteConfig.sharedMailbox);
    expect(fields.get('cc')).toBe('anil@example.com');
    expect(fields.get('subject')).toBe('Contact Form Submission');
    expect(fields.get('body')!.split('\r\n')).toEqual([
      'Name: Anil Kumar',
      'Email: anil@example.com',
      'Phone: 9846000108',
      'Type: Distributor',
      'Message: Please add our new branch.',
      'Thanks',
    ]);
  });

  it('encodes values so input cannot add recipients or headers', () => {
    const url = dealerUpdateMailto({
      ...valid,
      dealername: 'x&bcc=evil@example.com',
      dealeremail: 'a@example.com&bcc=evil@example.com',
      dealercommand: 'line\r\nbcc: evil@example.com',
    });
    const { fields } = parseMailto(url);
    expect([...fields.keys()]).toEqual(['subject', 'body']);
    expect(url).not.toMatch(/[?&]bcc=/);
    expect(fields.get('body')).toContain('Name: x&bcc=evil@example.com');
  });

  it('writes an empty message line when no message was given', () => {
    const { fields } = parseMailto(dealerUpdateMailto({ ...valid, dealercommand: '', dealertype: 'orders' }));
    expect(fields.get('body')!.split('\r\n').slice(-2)).toEqual(['Type: Orders', 'Message: ']);
  });
});
