/**
 * The one spelling an address is stored, compared and rate-limited under: Unicode NFKC (so
 * full-width and other compatibility forms are the plain letters they stand for), lower case,
 * trimmed. Accents are kept: `mémber@` and `member@` are different addresses.
 */
export function normalizeEmail(email: string): string {
  // NFKC again after lower-casing: a few capitals lower-case to sequences NFKC would recompose.
  return email.normalize("NFKC").toLowerCase().normalize("NFKC").trim();
}
