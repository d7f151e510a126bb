import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@site/shared/config/site-config';
import { EnquiryForm } from './EnquiryForm';

const formOrigin = new URL(siteConfig.enquiryFormUrl).origin;
const post = (data: unknown, origin: string) => act(() => window.dispatchEvent(new MessageEvent('message', { data, origin })));

describe('EnquiryForm', () => {
  it('embeds the site-config form at 592 px and resizes only on messages from its origin', () => {
    const { container, unmount } = render(<EnquiryForm />);
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(siteConfig.enquiryFormUrl);
    expect(frame.getAttribute('title')).toBe('Enquiry form');
    expect(frame.getAttribute('height')).toBe('592');

    post('x|700', window.location.origin);
    post('x|700', 'https://evil.example');
    expect(frame.getAttribute('height')).toBe('592');

    post('x|700', formOrigin);
    expect(frame.getAttribute('height')).toBe('715');

    post('x|not-a-height', formOrigin);
    post({ height: 900 }, formOrigin);
    expect(frame.getAttribute('height')).toBe('715');

    // The listener goes away with the component.
    unmount();
    post('x|900', formOrigin);
    expect(frame.getAttribute('height')).toBe('715');
  });
});
