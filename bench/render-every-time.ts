// A page cache for the bench that never answers from memory, so every request is a full server
// render plus the cheap compression of a miss. PageCache({ maxEntries: 0 }) alone is not enough:
// concurrent misses of one key share one render, so under 50 connections most "misses" would be
// served by a render another request paid for. Here each lookup gets a key of its own.
import { PageCache, type CachedPage, type RenderedPage } from '../shell/server/page-cache.ts';

export class RenderEveryTime extends PageCache {
  private lookups = 0;

  constructor() {
    super({ maxEntries: 0 });
  }

  override get(key: string, render: () => Promise<RenderedPage>): Promise<CachedPage> {
    this.lookups += 1;
    return super.get(`${key}\u0000${this.lookups}`, render);
  }
}
