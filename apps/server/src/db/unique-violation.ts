/** Whether a failed insert broke a UNIQUE constraint (another request inserted the same key first). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("code" in error)) return false;
  const code = String(error.code);
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}
