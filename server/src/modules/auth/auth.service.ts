import { verifyPassword } from "../../auth/password";
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
import type { DataRightsService } from "../data-rights/data-rights.service";
import type { SessionClient, SessionService } from "../session/session.service";

/** A session as handed out: the API's payload, and the browser cookie's credential (never in the payload). */
export type IssuedSession = AuthPayload & { sessionId: string; cookieCredential: string | null };
import type { TwoFactorService } from "../two-factor/two-factor.service";
import type { PolicyAcceptanceService } from "../policy/policy-acceptance.service";
import { memberPayload, type WebhookService } from "../webhook/webhook.service";

export class AuthService {
  constructor(
    private readonly users: UserService,
    private readonly rateLimits: RateLimits,
    private readonly signIns: SignInGuard,
    private readonly config: AppConfig,
    private readonly sessions: SessionService,
    private readonly dataRights: DataRightsService,
    private readonly twoFactor: TwoFactorService,
    private readonly policyAcceptance: PolicyAcceptanceService,
    private readonly webhooks?: WebhookService,
  ) {}

  /** Opens a server-side session for the account (from `client`, when known) and signs its first token. */
  async issue(user: User, client?: SessionClient): Promise<IssuedSession> {
    const { session, refreshToken, cookieCredential } = await this.sessions.start(user, client);
    return { user, token: this.accessToken(user, session.id), refreshToken, sessionId: session.id, cookieCredential };
  }

  private accessToken(user: User, sessionId: string): string {
    return signToken(this.config.jwtSecret, { userId: user.id, tokenVersion: user.tokenVersion, sessionId });
  }

  /** A new token and refresh token for the session of a refresh token, which is then used up. */
  async refresh(refreshToken: string): Promise<IssuedSession> {
    const { user, session, ...secrets } = await this.sessions.rotate(refreshToken, (id) => this.users.findById(id));
    if (user.accountStatus !== AccountStatus.active) {
      await this.sessions.revoke(session.id);
      throw forbidden(MESSAGES.accountInactive);
    }
    return { user, token: this.accessToken(user, session.id), sessionId: session.id, ...secrets };
  }

  /** Keeps the current session alive across a change to the account; a session-less caller gets a new one. */
  private async renew(user: User, sessionId: string | undefined): Promise<IssuedSession> {
    const renewed = sessionId ? await this.sessions.renew(sessionId, user) : null;
    if (!renewed) return this.issue(user);
    const { session, ...secrets } = renewed;
    return { user, token: this.accessToken(user, session.id), sessionId: session.id, ...secrets };
  }

  async signup(input: SignupInput, clientKey: string, client?: SessionClient): Promise<IssuedSession> {
    await this.rateLimits.consume("signup", clientKey, input.email);
    // The input's schema refuses a sign-up without the box ticked; the versions accepted are those current now.
    const user = await this.users.create({ name: input.name, email: input.email, password: input.password }, undefined, {
      referralCode: input.referralCode,
      onCreated: async (manager, created) => {
        await this.policyAcceptance.recordSignup(manager, created.id, client?.userAgent);
        await this.webhooks?.emit("member.signed_up", memberPayload(created, { signedUpAt: new Date(created.createdAt).toISOString() }), {
          manager,
        });
      },
    });
    return this.issue(user, client);
  }

  async login(input: LoginInput, clientKey: string, client?: SessionClient): Promise<IssuedSession> {
    await this.signIns.check(clientKey, input.email);
    const user = await this.users.findByEmail(input.email);
    // The same answer, after the same work, for an unknown e-mail and a wrong password.
    const matches = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !matches) {
      await this.signIns.failed(clientKey, input.email);
      throw invalidCredentials();
    }
    await this.twoFactor.verifySignIn(user, input.otp, clientKey, input.email);
    await this.signIns.succeeded(clientKey, input.email);
    if (user.accountStatus !== AccountStatus.active) throw forbidden(MESSAGES.accountInactive);
    return {
      ...(await this.issue(user, client)),
      notice: await this.dataRights.cancelOnSignIn(user),
      mustAcceptPolicies: (await this.policyAcceptance.pending(user)).length > 0,
    };
  }

  /** Name and password only. A new password ends other sessions; this one continues with fresh secrets. */
  async updateMe(user: User, input: UpdateMeInput, sessionId?: string): Promise<IssuedSession> {
    if (input.newPassword) await this.reauthenticate(user, input.currentPassword);
    return this.renew(await this.users.updateOwn(user.id, { name: input.name, password: input.newPassword }), sessionId);
  }

  /**
   * Changing one's own password or e-mail needs the current password, wherever it is changed,
   * so a stolen session cannot lock the owner out. Wrong guesses count like failed sign-ins.
   */
  async reauthenticate(
    user: User,
    currentPassword: string | null | undefined,
    missing: string = MESSAGES.currentPasswordRequired,
  ): Promise<void> {
    if (!currentPassword) throw badUserInput({ currentPassword: missing });
    await this.signIns.check(`self:${user.id}`, user.email);
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      await this.signIns.failed(`self:${user.id}`, user.email);
      throw badUserInput({ currentPassword: MESSAGES.currentPasswordWrong });
    }
    await this.signIns.succeeded(`self:${user.id}`, user.email);
  }
}
