/** Rows of a raw `db.execute(sql…)` statement, as node-postgres and PGlite both answer (`{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
