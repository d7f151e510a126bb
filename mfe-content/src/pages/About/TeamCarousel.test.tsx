import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@site/shared/config/site-config';
import { TEAM } from '../../data/team';
import { TeamCarousel } from './TeamCarousel';

describe('About: team carousel', () => {
  it('names every member, with role and unit, under their portrait', () => {
    render(<TeamCarousel />);
    const carousel = screen.getByRole('region', { name: 'Our team' });
    const names = within(carousel).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(TEAM.map((member) => member.name));
    expect(new Set(names).size).toBe(TEAM.length);
    for (const member of TEAM) expect(member.name.trim()).not.toBe('');
  });

  it('the finance head is the KMP the Board of Directors page lists', () => {
    const cfo = TEAM.find((member) => member.role === 'Chief Financial Officer');
    expect(cfo?.name).toBe(siteConfig.chiefFinancialOfficer.name);
  });
});
