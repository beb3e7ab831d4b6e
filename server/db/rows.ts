/** The rows of a raw `db.execute(sql...)` result, typed (the driver's result type is not exposed through drizzle). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
