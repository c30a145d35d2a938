/** A GraphQL ID as a database id; anything but a plain positive integer becomes NaN (never found). */
export function toId(id: string): number {
  return /^\d{1,15}$/.test(id) ? Number(id) : Number.NaN;
}
