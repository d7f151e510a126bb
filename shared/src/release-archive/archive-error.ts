// What is wrong with a release archive, in a sentence a release pipeline's log can show as it is:
// the registry answers it as the 4xx message, the CLI prints it. Never quotes more of the archive
// than a (length-capped) path, so a hostile archive cannot put text of its choosing in a log line.

/** The rule an archive broke: 'too-large' answers 413, every other 400. */
export type ArchiveProblem =
  | 'not-gzip'
  | 'too-large'
  | 'truncated'
  | 'not-ustar'
  | 'bad-header'
  | 'bad-checksum'
  | 'entry-type'
  | 'bad-path'
  | 'duplicate'
  | 'too-many-entries'
  | 'empty'
  | 'unreadable-folder';

export class ArchiveError extends Error {
  override readonly name = 'ArchiveError';
  constructor(
    readonly problem: ArchiveProblem,
    message: string,
  ) {
    super(message);
  }
}

/** A path as an error message quotes it: JSON-escaped (no control characters reach a log) and capped. */
export function quotePath(path: string): string {
  const shown = path.length > 120 ? `${path.slice(0, 117)}...` : path;
  return JSON.stringify(shown);
}
