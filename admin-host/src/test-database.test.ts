import { describe, expect, it } from 'vitest';
import { onPostgres, testDatabase } from './test-database';

describe('test databases', () => {
  it('are on the database the run asked for (PostgreSQL under test:postgres), seeded or empty as asked', async () => {
    const seeded = await testDatabase('if-empty');
    const empty = await testDatabase('empty');
    try {
      expect(seeded.site.dialect).toBe(onPostgres ? 'postgres' : 'sqlite');
      const policies = async (site: typeof seeded.site) => (await site.kysely.selectFrom('policies').select('id').execute()).length;
      expect(await policies(seeded.site)).toBeGreaterThan(0);
      expect(await policies(empty.site)).toBe(0);
    } finally {
      await seeded.site.close();
      await empty.site.close();
    }
  });
});
