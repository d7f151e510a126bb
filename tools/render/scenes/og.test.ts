import { describe, expect, it } from 'vitest';
import { REMOTES } from '../../../shared/src/remote/registry.ts';
import { routeTable } from '../../../shell/src/routes/route-table.ts';
import { ogImageFile } from '../../../shell/src/seo/og-image.ts';
import { ogCard, ogJobs, wrapWords } from './og.ts';

describe('Open Graph jobs', () => {
  it('make one picture per product screen, named as the shell links it', () => {
    const screens = [...new Set(routeTable.filter((r) => r.remote === REMOTES.products.mfName).map((r) => r.screen))];
    expect(ogJobs().map((job) => job.file).sort()).toEqual(screens.map(ogImageFile).sort());
  });

  it('set the title in lines that fit the card, escaped', () => {
    expect(wrapWords('Rigid PVC Electrical Conduits', 15)).toEqual(['Rigid PVC', 'Electrical', 'Conduits']);
    const card = ogCard('Pipes & <Fittings>');
    expect(card).toContain('>Pipes &amp;</text>');
    expect(card).toContain('>&lt;Fittings&gt;</text>');
  });
});
