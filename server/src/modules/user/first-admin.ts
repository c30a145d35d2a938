import { randomBytes } from "node:crypto";
import { normalizeEmail, signUpSchema, validateInput } from "../../../../common/validation";
import { ConfigError, type AppConfig } from "../../config/env";
import { Role } from "./user.enums";
import type { UserService } from "./user.service";
import type { TwoFactorService } from "../two-factor/two-factor.service";
import { operatorNotice } from "../../logging/current-logger";

const FALLBACK_ADMIN_EMAIL = "admin@gym.local";

/**
 * Creates the first admin when the database has none: from ADMIN_EMAIL/ADMIN_PASSWORD, or
 * with a random password printed once. Never a fixed, well-known password. With
 * ADMIN_TOTP_SECRET it is enrolled in two-factor sign-in with that secret.
 */
export async function ensureFirstAdmin(
  { users, twoFactor }: { users: UserService; twoFactor: TwoFactorService },
  config: AppConfig,
  log = operatorNotice,
): Promise<void> {
  if ((await users.countAdmins()) > 0) return;
  const email = normalizeEmail(config.adminEmail ?? FALLBACK_ADMIN_EMAIL);
  const password = config.adminPassword ?? randomBytes(12).toString("base64url");
  const problems = validateInput(signUpSchema.pick(["email", "password"]), { email, password });
  if (problems?.email) throw new ConfigError(`ADMIN_EMAIL: ${problems.email}`);
  if (problems?.password) throw new ConfigError(`ADMIN_PASSWORD: ${problems.password}`);

  const existing = await users.findByEmail(email);
  let admin;
  if (existing) {
    const actor = { ...existing, role: Role.admin } as typeof existing;
    admin = await users.update(actor, existing.id, { role: Role.admin, password: config.adminPassword ?? password });
  } else {
    // The operator chose this address; nothing should wait for the admin to confirm it.
    admin = await users.create({ name: "Administrator", email, password, role: Role.admin }, undefined, { emailVerified: true });
  }
  if (config.adminTotpSecret) await twoFactor.enrol(admin, config.adminTotpSecret);
  if (config.adminPassword) log(`Created the first admin account: ${email} (password from ADMIN_PASSWORD)`);
  else
    log(
      `Created the first admin account. Sign in at /login with\n  email:    ${email}\n  password: ${password}\nThis password is shown only once; change it from your profile.`,
    );
}
