/**
 * Where a stored upload (a picture) is served from.
 */
export function uploadUrlOf(path: string | null): string | null {
  return path ? `/api/uploads/${path}` : null
}
