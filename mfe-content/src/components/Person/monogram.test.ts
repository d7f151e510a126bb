import { describe, expect, it } from 'vitest';
import { siteConfig } from '@site/shared/config/site-config';
import { TEAM } from '../../data/team';
import { readFileSync } from 'node:fs';
import { initialsOf, MONOGRAM_TONE_COUNT, toneOf } from './monogram';

describe('monogram', () => {
  it('takes the first and last full names, skipping house and father’s initials', () => {
    expect(initialsOf('K. R. Menon')).toBe('KM');
    expect(initialsOf('Suresh Babu K.')).toBe('SB');
    expect(initialsOf('K. Muthukumar')).toBe('KM');
    expect(initialsOf('Deepa Thomas')).toBe('DT');
    expect(initialsOf('Anjali R. Menon')).toBe('AM');
    expect(initialsOf(siteConfig.managingDirector.name)).toBe('MK');
  });

  it('copes with one word, extra spaces and lower case', () => {
    expect(initialsOf('Fathima')).toBe('F');
    expect(initialsOf('  mini   joseph ')).toBe('MJ');
    expect(initialsOf('')).toBe('');
  });

  it('gives every team member two letters and the same tone every time, from the palette', () => {
    for (const member of TEAM) {
      expect(initialsOf(member.name)).toMatch(/^\p{Lu}{2}$/u);
      expect(toneOf(member.name)).toBe(toneOf(member.name));
      expect(toneOf(member.name)).toBeGreaterThanOrEqual(0);
      expect(toneOf(member.name)).toBeLessThan(MONOGRAM_TONE_COUNT);
    }
  });

  it('has a colour rule in the CSS for every tone (no inline style: the CSP forbids it)', () => {
    const css = readFileSync(`${import.meta.dirname}/PersonPortrait.module.css`, 'utf8');
    for (let tone = 0; tone < MONOGRAM_TONE_COUNT; tone += 1) expect(css).toContain(`.monogram[data-tone='${tone}']`);
  });
});
