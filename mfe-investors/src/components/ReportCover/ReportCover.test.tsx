// @vitest-environment node
import { siteConfig } from '@site/shared/config/site-config';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { coverTitleLines, ReportCover } from './ReportCover';

const cover = (title: string) => renderToStaticMarkup(createElement(ReportCover, { title, financialYear: 'Financial Year 2025-26', label: `Cover of ${title}` }));

describe("an annual report's cover, drawn from its PDF's title page", () => {
  it('is a named picture with the title page: company, tagline, place, title, year, registered office, footer', () => {
    const html = cover('Annual Report 2025-26');
    expect(html).toMatch(/^<svg[^>]* viewBox="0 0 595.28 841.89" role="img" aria-label="Cover of Annual Report 2025-26"/);
    for (const text of [siteConfig.companyName, siteConfig.tagline, siteConfig.location, 'Annual Report 2025-26', 'Financial Year 2025-26', siteConfig.registeredOffice.label, ...siteConfig.registeredOffice.lines, `${siteConfig.companyName} | CIN ${siteConfig.registrationNumber}`, 'Page 1']) {
      expect(html).toContain(`>${text.replace(/&/g, '&amp;')}`);
    }
    // The brand band and rule at the PDF's places: band 180 pt, rule 32 pt under the title's one line.
    expect(html).toContain('<rect width="595.28" height="180" fill="#004f87"></rect>');
    expect(html).toContain('<rect x="56" y="352" width="80" height="4" fill="#004f87"></rect>');
  });

  it('is deterministic: the same report gives the same markup', () => {
    expect(cover('Annual Report 2024-25')).toBe(cover('Annual Report 2024-25'));
    expect(cover('Annual Report 2024-25')).not.toBe(cover('Annual Report 2025-26'));
  });

  it('wraps a long title by words as the PDF does, and moves the rule and year under it', () => {
    expect(coverTitleLines('Annual Report 2025-26')).toEqual(['Annual Report 2025-26']);
    const lines = coverTitleLines('Business Responsibility and Sustainability Report 2025-26');
    expect(lines.length).toBe(2);
    expect(lines.join(' ')).toBe('Business Responsibility and Sustainability Report 2025-26');
    expect(cover('Business Responsibility and Sustainability Report 2025-26')).toContain('<rect x="56" y="384" width="80" height="4"');
  });
});
