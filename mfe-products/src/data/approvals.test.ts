import { describe, expect, it } from 'vitest';
import { IMAGES } from '../assets/generated/images';
import { approvalBadges } from '../../scripts/images/badges';
import conduitsMl from '../messages/conduits.ml';
import { APPROVALS } from './approvals';

describe('approvals', () => {
  it('every approval is complete: mark, authority, number, scope, its own seal, and the name repeats the number', () => {
    for (const approval of APPROVALS) {
      for (const field of ['name', 'mark', 'authority', 'reference', 'scope', 'alt'] as const) expect(approval[field].trim(), `${approval.image}.${field}`).not.toBe('');
      expect(IMAGES[approval.image]).toBeDefined();
      if (/^(IS|ISO) /.test(approval.reference)) expect(approval.name).toContain(approval.reference);
    }
    expect(new Set(APPROVALS.map((a) => a.image)).size).toBe(APPROVALS.length);
  });

  it('standards name who grants them: BIS for the ISI marks', () => {
    for (const approval of APPROVALS.filter((a) => a.mark === 'ISI')) {
      expect(approval.authority).toBe('Bureau of Indian Standards');
      expect(approval.reference).toMatch(/^IS \d+/);
    }
  });

  it('one seal design for all: each badge is drawn from its approval’s mark and number', () => {
    const badges = approvalBadges();
    expect(badges.map((b) => b.name)).toEqual(APPROVALS.map((a) => a.image));
    badges.forEach((badge, index) => {
      const { mark, reference } = APPROVALS[index]!;
      expect(badge.body).toContain(`>${mark}</text>`);
      expect(badge.body).toContain(`>${reference}</text>`);
      // Same drawing apart from the two texts.
      expect(badge.body.replace(/<text[^>]*>[^<]*<\/text>/g, '').replace(/font-size="[\d.]+"|y="[\d.]+"|y1="[\d.]+"|y2="[\d.]+"/g, '')).toBe(
        badges[0]!.body.replace(/<text[^>]*>[^<]*<\/text>/g, '').replace(/font-size="[\d.]+"|y="[\d.]+"|y1="[\d.]+"|y2="[\d.]+"/g, ''),
      );
    });
  });

  it('the Malayalam cards cover every approval and keep the standards’ numbers as they are', () => {
    expect(conduitsMl.approvalCards).toHaveLength(APPROVALS.length);
    APPROVALS.forEach((approval, index) => {
      const card = conduitsMl.approvalCards![index]!;
      if (/^(IS|ISO) /.test(approval.reference)) expect(card.reference).toBe(approval.reference);
      expect(card.authority && card.scope).toBeTruthy();
    });
  });
});
