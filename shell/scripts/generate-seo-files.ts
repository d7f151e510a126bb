// Writes robots.txt and sitemap.xml into the shell's build output, from the route table.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { robotsTxt, sitemapXml } from '../src/seo/seo-files.ts';

const dist = process.env.OUTPUT_PATH ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
writeFileSync(path.join(dist, 'sitemap.xml'), sitemapXml());
writeFileSync(path.join(dist, 'robots.txt'), robotsTxt());
console.log(`Wrote sitemap.xml and robots.txt to ${dist}`);
