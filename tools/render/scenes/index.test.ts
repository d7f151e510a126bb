// The renders replace the product drawings one for one: same names, same sizes, so the pages and
// their manifests need no change; and the home cards are the media plan's product jobs.
import { describe, expect, it } from 'vitest';
import { PRODUCT_CARDS } from '../../../mfe-content/scripts/media/plan.ts';
import { KIND_SIZE } from '../../../mfe-products/scripts/images/drawings.ts';
import { RENDERED } from '../../../mfe-products/scripts/images/renders.ts';
import { homeCardJobs, productJobs } from './index.ts';

describe('render jobs', () => {
  it('render every picture mfe-products lists as rendered, at the size and widths of its kind', () => {
    const jobs = productJobs();
    expect(jobs.map((job) => job.scene.name)).toEqual(RENDERED.map((image) => image.name));
    for (const [i, job] of jobs.entries()) {
      const { width, height } = KIND_SIZE[RENDERED[i]!.kind];
      expect({ width: job.width, height: job.height }).toEqual({ width, height });
      expect(job.widths).toEqual([width, width * 2]);
      expect(job.scene.aspect).toBeCloseTo(width / height, 6);
    }
  });

  it('render the home page product cards of the mfe-content media plan, 4:3', () => {
    const jobs = homeCardJobs();
    expect(jobs.map((job) => job.scene.name)).toEqual([...PRODUCT_CARDS]);
    for (const job of jobs) expect(job.scene.aspect).toBeCloseTo(600 / 450, 6);
  });

  it('describe the same scene on every call (deterministic)', () => {
    expect(JSON.stringify(productJobs())).toBe(JSON.stringify(productJobs()));
    expect(JSON.stringify(homeCardJobs())).toBe(JSON.stringify(homeCardJobs()));
  });
});
