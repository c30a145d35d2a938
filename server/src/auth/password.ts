import argon2 from "argon2";

// argon2id with the library's defaults (64 MiB, 3 passes): memory-hard, ~50 ms here.
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. With no stored hash it still spends the same time on a dummy hash,
 * so a wrong e-mail and a wrong password cannot be told apart by timing.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  const hash = storedHash ?? (await (dummyHash ??= hashPassword("dummy-password-for-timing")));
  try {
    const matches = await argon2.verify(hash, password);
    return storedHash !== undefined && matches;
  } catch {
    return false;
  }
}
