// The people the site names with a picture slot: team members and the managing director. We have
// no photographs, and a drawn face would pretend to be one (issue 29), so a person is shown as a
// monogram with name and role (src/components/Person) until a real photo exists. A photo dropped
// into mfe-content/media/people/<id>.jpg is encoded into the 'people' manifest by
// `pnpm --filter mfe-content media` (scripts/media/people-photos.ts); `photoOf` then finds it and
// the page shows it instead of the monogram. Nothing else changes.
import peoplePhotos from '../generated/media-people.json';
import type { MediaImage, MediaManifest } from '../logic/media';

export interface Person {
  /** The photo's name in the 'people' manifest (and its file name in media/people/). */
  id: string;
  name: string;
  role: string;
  /** A real photograph; when set it is shown instead of the monogram. */
  photo?: MediaImage;
}

/** Photos are cropped to 4:5, a head-and-shoulders frame. */
export const PHOTO_SIZE = { width: 480, height: 600 } as const;

/** The person's photograph, if one has been given to us and encoded. */
export function photoOf(id: string, manifest: MediaManifest = peoplePhotos as MediaManifest): MediaImage | undefined {
  return Object.hasOwn(manifest, id) ? manifest[id] : undefined;
}
