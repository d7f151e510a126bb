import { describe, expect, it } from 'vitest';
import { translator } from './react';

describe('translator', () => {
  it('is made once per messages and language, and knows its language even for the same messages', () => {
    // A translation that fails to load leaves English's own object on the Malayalam page.
    const english = { greeting: 'Hello {name}' };
    const onMalayalamPage = translator(english, 'ml');
    const onEnglishPage = translator(english, 'en');
    expect(onMalayalamPage.locale).toBe('ml');
    expect(onEnglishPage.locale).toBe('en');
    expect(translator(english, 'ml')).toBe(onMalayalamPage);
    expect(onEnglishPage('greeting', { name: 'Asha' })).toBe('Hello Asha');
  });
});
