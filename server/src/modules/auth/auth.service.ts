import { hashPassword, verifyPassword } from "../../auth/password";
import type { RateLimits } from "../../auth/rate-limits";
import type { SignInGuard } from "../../auth/sign-in-guard";
import { signToken } from "../../auth/tokens";
import { badUserInput, forbidden, invalidCredentials } from "../../common/errors";
import { MESSAGES } from "../../../../common/validation";
import type { AppConfig } from "../../config/env";
import { AccountStatus } from "../user/user.enums";
import type { User } from "../user/user.entity";
import type { AuthPayload, LoginInput, SignupInput, UpdateMeInput } from "../user/user.inputs";
import type { UserService } from "../user/user.service";

export class AuthService {
  constructor(
    private readonly users: UserService,
    private readonly rateLimits: RateLimits,
    private readonly signIns: SignInGuard,
    private readonly config: AppConfig,
  ) {}

  issue(user: User): AuthPayload {
    return { user, token: signToken(this.config.jwtSecret, { userId: user.id, tokenVersion: user.tokenVersion }) };
  }

  async signup(input: SignupInput, clientKey: string): Promise<AuthPayload> {
    await this.rateLimits.consume("signup", clientKey, input.email);
    const user = await this.users.create({ name: input.name, email: input.email, password: input.password });
    return this.issue(user);
  }

  async login(input: LoginInput, clientKey: string): Promise<AuthPayload> {
    await this.signIns.check(clientKey, input.email);
    const user = await this.users.findByEmail(input.email);
    // The same answer, after the same work, for an unknown e-mail and a wrong password.
    const matches = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !matches) {
      await this.signIns.failed(clientKey, input.email);
      throw invalidCredentials();
    }
    await this.signIns.succeeded(clientKey, input.email);
    if (user.accountStatus !== AccountStatus.active) throw forbidden(MESSAGES.accountInactive);
    return this.issue(user);
  }

  /** Name and password only. A new password ends other sessions; this one gets a fresh token. */
  async updateMe(user: User, input: UpdateMeInput): Promise<AuthPayload> {
    const changesPassword = !!input.newPassword;
    if (changesPassword) {
      await this.signIns.check(`self:${user.id}`, user.email);
      if (!(await verifyPassword(user.passwordHash, input.currentPassword!))) {
        await this.signIns.failed(`self:${user.id}`, user.email);
        throw badUserInput({ currentPassword: MESSAGES.currentPasswordWrong });
      }
      await this.signIns.succeeded(`self:${user.id}`, user.email);
      user.passwordHash = await hashPassword(input.newPassword!);
      user.tokenVersion += 1;
    }
    if (input.name != null) user.name = input.name.trim();
    return this.issue(await this.users.saveUnique(user));
  }
}
