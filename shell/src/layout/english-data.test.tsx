// The site config's and the admin host's English (company name, addresses, e-mail, CIN, offer
// documents) in the header and footer: marked lang="en-IN" on a Malayalam page (WCAG 3.1.2), and
// English pages' HTML exactly as before (no lang, one text node where there was one).
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteConfig } from '@site/shared/config/site-config';
import { loadCatalogs } from '@site/shared/i18n/catalog';
import { LocaleContext } from '@site/shared/i18n/react';
import type { Locale } from '@site/shared/i18n/locales';
import { Footer } from './Footer/Footer';
import { Logo } from './Header/Logo';
import { OfferLink } from './Header/OfferLink';
import { TopBar } from './Header/TopBar';

const offer = { offers_Document: 'uploads/ipo/rhp.pdf', document_Name: 'Red Herring Prospectus' };
const frame = (locale: Locale): ReactNode => (
  <LocaleContext value={locale}>
    <MemoryRouter>
      <TopBar />
      <Logo />
      <OfferLink offer={offer} />
      <Footer now={() => Date.UTC(2026, 10, 28, 6, 30)} />
    </MemoryRouter>
  </LocaleContext>
);

beforeAll(() => loadCatalogs('ml'));

describe('English data in the header and footer', () => {
  it('is marked en-IN on a Malayalam page, the Malayalam around it not', () => {
    const { container } = render(frame('ml'));
    const marked = [...container.querySelectorAll('[lang="en-IN"]')].map((el) => el.textContent);
    expect(marked).toEqual(
      expect.arrayContaining([
        siteConfig.headOfficeLine,
        siteConfig.contactEmail,
        'KalladaPolypipes',
        ' Limited',
        'Red Herring Prospectus',
        siteConfig.companyName,
        siteConfig.registrationNumber,
        ...siteConfig.registeredOffice.lines,
      ]),
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toContain('KalladaPolypipes Limited, ഹോം');
    const copyright = screen.getByText(/എല്ലാ അവകാശങ്ങളും നിക്ഷിപ്തം/);
    expect(copyright.textContent).toBe(`© 2023–2026 ${siteConfig.companyName}. എല്ലാ അവകാശങ്ങളും നിക്ഷിപ്തം.`);
    expect(copyright.querySelector('[lang="en-IN"]')?.textContent).toBe(siteConfig.companyName);
  });

  it('leaves English pages without lang (but on the language switch) and with the copyright and logo name as single texts', () => {
    const html = renderToString(frame('en'));
    // The language switch's two links, each in its own language, are the only lang, as before.
    expect(html.match(/ lang="[^"]*"/g)).toEqual([' lang="en-IN"', ' lang="ml"']);
    expect(html).toContain('lang="en-IN" hrefLang="en-IN" aria-current="true">English</a>');
    expect(html).toContain(`>© 2023–2026 ${siteConfig.companyName}. All rights reserved.<`);
    expect(html).toContain('> Limited, home<');
  });
});
