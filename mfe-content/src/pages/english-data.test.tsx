// English data on the content pages (the site config's addresses, e-mail and names, the admin
// host's posts and openings, clients' names): marked lang="en-IN" on a Malayalam page (WCAG
// 3.1.2), the translated labels around it not; English pages get no lang at all.
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteConfig } from '@site/shared/config/site-config';
import { loadCatalogs } from '@site/shared/i18n/catalog';
import { LocaleContext } from '@site/shared/i18n/react';
import type { Locale } from '@site/shared/i18n/locales';
import { BlogCard } from '../components/BlogCard/BlogCard';
import { BlogModal } from '../components/BlogModal/BlogModal';
import { ContactDetails } from '../components/ContactDetails/ContactDetails';
import { OfficeAddresses } from '../components/OfficeAddresses/OfficeAddresses';
import { OpeningCard } from './Careers/OpeningCard';
import { ClientLogos } from './Home/ClientLogos';
import { Testimonials } from './Home/Testimonials';
import MdMessage from './MdMessage/MdMessage';

const post = { id: 1, image: 'uploads/b.webp', date: '2026-11-01', blog_title: 'Why the ISI mark matters', description: '<p>Text</p>', editor: { email: 'w@example.com', profile_image: '', name: 'Neethu Thomas' } };
const opening = { job_Roll: 'Production Supervisor', position: 'Supervisor - Extrusion', job_Location: 'Punalur Plant', education: 'Diploma', experience: '3 to 5 years' };

const page = (locale: Locale, children: ReactNode) => (
  <LocaleContext value={locale}>
    <MemoryRouter>{children}</MemoryRouter>
  </LocaleContext>
);
const parts = (
  <>
    <ContactDetails />
    <OfficeAddresses />
    <OpeningCard opening={opening} />
    <BlogCard post={post} />
    <MdMessage />
    <Testimonials />
    <ClientLogos />
  </>
);
const marked = (root: ParentNode) => [...root.querySelectorAll('[lang="en-IN"]')].map((node) => node.textContent);

beforeAll(() => loadCatalogs('ml'));

describe('English data on content pages', () => {
  it('is marked en-IN on a Malayalam page', () => {
    const { container } = render(page('ml', parts));
    expect(marked(container)).toEqual(
      expect.arrayContaining([
        siteConfig.contactEmail,
        siteConfig.location,
        siteConfig.corporateOffice.lines.join(''),
        siteConfig.headOffice.lines.join(''),
        'Production Supervisor',
        'Supervisor - Extrusion',
        'Neethu Thomas',
        siteConfig.managingDirector.name,
        siteConfig.companyName,
      ]),
    );
    // The hidden end of the Read more link: the title marked, the colon not.
    expect(screen.getByRole('link', { name: /Why the ISI mark matters$/ }).querySelector('[lang="en-IN"]')?.textContent).toBe(post.blog_title);
    const logos = container.querySelectorAll('img[lang="en-IN"]');
    expect(logos.length).toBeGreaterThan(0);
    for (const logo of logos) expect(logo.getAttribute('alt')).not.toMatch(/[\u0D00-\u0D7F]/);
  });

  it('opens a post with its author after a translated "By", the text marked English', () => {
    render(page('ml', <BlogModal post={{ ...post, description: '<p>Text</p>' }} onClose={() => {}} allPostsLabel="എല്ലാ വാർത്തകളും ലേഖനങ്ങളും" />));
    const author = screen.getByText('Neethu Thomas');
    expect(author.getAttribute('lang')).toBe('en-IN');
    expect(author.parentElement?.textContent).toBe('എഴുതിയത്: Neethu Thomas');
    expect(screen.getByText('Text').parentElement?.getAttribute('lang')).toBe('en-IN');
    expect(screen.getByRole('heading', { level: 2, name: post.blog_title }).getAttribute('lang')).toBe('en-IN');
  });

  it('adds no lang on English pages', () => {
    expect(renderToString(page('en', parts))).not.toContain(' lang=');
  });
});
