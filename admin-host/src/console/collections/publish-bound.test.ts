// "A published change is on the public site within seconds" (issue 16), measured where it is decided:
// the public pages hold no admin-host data (the shell's page cache keys HTML by route, template and
// remote map; each page fetches its list when it runs), and every list answers with `no-cache` and an
// ETag. So the bound is the list's: a console write moves the ETag and the body at once, and a browser
// revalidating with the old ETag gets the new list, not a 304.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleClient, consoleTestApp, form, sampleJpeg } from '../test-helpers';

let app: Awaited<ReturnType<typeof consoleTestApp>>;
let editor: ConsoleClient;

beforeAll(async () => {
  app = await consoleTestApp({ eve: ['ir', 'content', 'dealers'] });
  editor = new ConsoleClient(app.app);
  await editor.signIn('eve');
});
afterAll(async () => {
  await app.app.close();
});

const publicGet = (url: string, etag?: string) => app.app.inject({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });

/** Edits the first live record of a collection, changing one text field; returns the new value. */
async function editFirst(collection: string, field: string, value: string, extra: Record<string, string> = {}) {
  const [record] = (await editor.request({ method: 'GET', url: `/admin/api/${collection}` })).json().items;
  const fields = Object.fromEntries(Object.entries(record).filter(([key, v]) => typeof v === 'string' && !/^(updatedAt|deletedAt|publicPage|image|document)$/.test(key)));
  const response = await editor.request({ method: 'PUT', url: `/admin/api/${collection}/${record.id}`, ...form({ ...fields, ...extra, [field]: value, version: record.version }) });
  expect(response.statusCode, response.body).toBe(200);
}

describe('a console edit is in the public list at once', () => {
  const cases = [
    { collection: 'policies', field: 'name', list: '/investors/list-policies' },
    { collection: 'career-openings', field: 'jobRole', list: '/investors/list-career-opening' },
    { collection: 'states', field: 'name', list: '/dealers/list-states' },
    { collection: 'blog-posts', field: 'title', list: '/blog/blog-post' },
    { collection: 'investor-services', field: 'grievanceEmail', list: '/investors/key-contacts' },
  ];
  for (const { collection, field, list } of cases) {
    it(`${collection} → ${list}: new ETag and body on the very next request; the old ETag gets 200, not 304`, async () => {
      const before = await publicGet(list);
      const etag = String(before.headers.etag);
      expect(before.headers['cache-control']).toBe('no-cache');
      expect((await publicGet(list, etag)).statusCode).toBe(304);
      const value = field === 'grievanceEmail' ? 'bound-test@example.com' : `Bound test ${collection}`;
      await editFirst(collection, field, value);
      const after = await publicGet(list, etag);
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
      expect(after.body).toContain(value);
    });
  }

  it('the same for a new blog post with its image', async () => {
    const etag = String((await publicGet('/blog/blog-post')).headers.etag);
    const created = await editor.request({
      method: 'POST',
      url: '/admin/api/blog-posts',
      ...form({ title: 'Bound test post', date: '2030-01-01', editor: '1', text: '<p>Now.</p>' }, { name: 'image', filename: 'c.jpg', bytes: await sampleJpeg(1200, 675), type: 'image/jpeg' }),
    });
    expect(created.statusCode).toBe(201);
    const after = await publicGet('/blog/blog-post', etag);
    expect(after.statusCode).toBe(200);
    expect(after.json().data[0]).toMatchObject({ blog_title: 'Bound test post', image: created.json().image });
  });
});
