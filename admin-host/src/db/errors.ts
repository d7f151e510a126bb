// What a database error means, whichever database raised it.

/** A UNIQUE constraint refused the write: SQLite's SQLITE_CONSTRAINT_UNIQUE or PostgreSQL's unique_violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
