// Real photographs of people, when the company gives us some. Nothing here is drawn: a person is
// shown as a designed monogram (src/components/Person) until a photo is dropped into
// mfe-content/media/people/<id>.jpg (or .jpeg, .png, .webp), named after the person's id in
// src/data/people.ts (e.g. team-quality.jpg, managing-director.jpg). `pnpm --filter mfe-content media`
// then encodes it into the 'people' manifest, and the page shows the photo instead of the monogram.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PHOTO_SIZE } from '../../src/data/people';
import type { MediaJob } from './media-job';

export const PEOPLE_PHOTO_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../media/people');

const PHOTO = /^([a-z0-9-]+)\.(jpe?g|png|webp)$/i;

/** One job per photograph in `folder` (none while the folder is empty or missing). */
export function peoplePhotoJobs(folder = PEOPLE_PHOTO_FOLDER): MediaJob[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .sort()
    .flatMap((file) => {
      const match = PHOTO.exec(file);
      if (!match) return [];
      const photo = path.join(folder, file);
      const digest = createHash('sha256').update(readFileSync(photo)).digest('hex');
      return [
        {
          name: match[1]!.toLowerCase(),
          group: 'people' as const,
          size: PHOTO_SIZE,
          widths: [240, 480],
          quality: 72,
          svg: () => `photo:${digest}`,
          photo,
        },
      ];
    });
}
