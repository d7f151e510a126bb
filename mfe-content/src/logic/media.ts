// Generated pictures (scripts/generate-media.ts) are copied into the build under
// static/media/gen/ with a hash of their source in the name, so they are cached for a year.
// The manifests in src/generated/ say which files exist for each picture and its intrinsic size.

export interface MediaSource {
  /** Encoded width in pixels. */
  w: number;
  file: string;
}

export interface MediaImage {
  width: number;
  height: number;
  /** Smallest first. */
  sources: readonly MediaSource[];
}

export type MediaManifest = Readonly<Record<string, MediaImage>>;

export const MEDIA_FOLDER = 'static/media/gen/';

// Rspack replaces this free variable with the remote's own public path (publicPath 'auto': the
// origin the remote entry came from), so the files load from this remote even inside the shell.
declare const __webpack_public_path__: string | undefined;

function publicPath(): string {
  return typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
}

export function mediaUrl(file: string): string {
  return `${publicPath()}${MEDIA_FOLDER}${file}`;
}

/** `srcset` candidates of a picture. */
export function srcSetOf(image: MediaImage): string {
  return image.sources.map((source) => `${mediaUrl(source.file)} ${source.w}w`).join(', ');
}

/** Fallback `src`: the candidate closest to `preferredWidth` from above (or the largest). */
export function srcOf(image: MediaImage, preferredWidth = Number.POSITIVE_INFINITY): string {
  const source = image.sources.find((candidate) => candidate.w >= preferredWidth) ?? image.sources[image.sources.length - 1];
  if (!source) throw new Error('A media entry has no sources');
  return mediaUrl(source.file);
}

/** Looks a picture up in a manifest; a missing name is a programming error, caught by the unit tests. */
export function media(manifest: MediaManifest, name: string): MediaImage {
  const image = manifest[name];
  if (!image) throw new Error(`No generated image named ${name}`);
  return image;
}
