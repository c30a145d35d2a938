import { randomBytes } from "node:crypto";
import { IsNull, Not, type DataSource, type Repository } from "typeorm";
import { formatDateTime } from "../../../../common/gym-time";
import { MESSAGES } from "../../../../common/validation";
import { notFound, unauthenticated } from "../../common/errors";
import type { AppConfig } from "../../config/env";
import { processLogger } from "../../logging/current-logger";
import type { MailService } from "../mail/mail.service";
import { Role } from "../user/user.enums";
import { AccountStatus } from "../user/user.enums";
import { EntityRows, frequentRead } from "../../db/entity-rows";
import { User } from "../user/user.entity";
import type { TokenClaims } from "../../auth/tokens";
import { describeDevice, placeOf } from "./device";
import { Session } from "./session.entity";
import { newSecretToken, sha256Hex } from "../../auth/secret-token";

/** A session ends after this long without use (each use, counted once a minute, extends it). */
export const SESSION_IDLE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** `lastSeenAt` is written at most this often per session, not on every request. */
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

/** Who is signing in, as the request shows it. */
export interface SessionClient {
  userAgent: string;
  ip: string;
}

/** A session's secrets, handed out once: only their hashes are stored. */
export interface SessionCredentials {
  session: Session;
  /** `<session id>.<secret>`: exchanged once for a new pair by refreshSession. */
  refreshToken: string;
  /** `<session id>.<secret>`: the browser's HttpOnly cookie. */
  cookieCredential: string;
}

/** A renewed session keeps its browser cookie (null) unless the account's token version changed. */
export type RenewedSession = Omit<SessionCredentials, "cookieCredential"> & { cookieCredential: string | null };

/** Splits `<session id>.<secret>`; null for anything else. */
function parseCredential(value: string): { sessionId: string; secret: string } | null {
  const match = /^([A-Za-z0-9_-]{1,32})\.([A-Za-z0-9_-]{20,100})$/.exec(value);
  return match ? { sessionId: match[1]!, secret: match[2]! } : null;
}

const isLive = (session: Session, now = Date.now()) => !session.revokedAt && session.expiresAt.getTime() > now;

/** A signed-in request's session and account. */
export interface SignedIn {
  session: Session;
  user: User;
}

/**
 * The session still counts for its account: the account is active and neither it nor the session
 * was bumped to a newer token version (a password, role or status change ends older sessions).
 */
const stillSignedIn = ({ session, user }: SignedIn) =>
  isLive(session) && session.tokenVersion === user.tokenVersion && user.accountStatus === AccountStatus.active;

export class SessionService {
  private readonly sessions: Repository<Session>;
  private readonly sessionRows: EntityRows<Session>;
  private readonly userRows: EntityRows<User>;
  private readonly readSignedIn: ReturnType<typeof frequentRead>;

  constructor(
    dataSource: DataSource,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {
    this.sessions = dataSource.getRepository(Session);
    this.sessionRows = new EntityRows(dataSource, Session, "s");
    this.userRows = new EntityRows(dataSource, User, "u");
    const [s, u] = [this.sessionRows, this.userRows];
    this.readSignedIn = frequentRead(
      dataSource,
      `SELECT ${s.select}, ${u.select} FROM ${s.from} INNER JOIN ${u.from} ON ${u.column("id")} = ${s.column("user_id")} ` +
        `WHERE ${s.column("id")} = ?`,
    );
  }

  /** A session and its account, read in one query, as every signed-in request needs them. */
  private async signedIn(sessionId: string): Promise<SignedIn | null> {
    const rows = await this.readSignedIn([sessionId]);
    const row = rows[0];
    return row ? { session: this.sessionRows.read(row), user: this.userRows.read(row) } : null;
  }

  /** Opens a session for the account; an admin on a device it has not used before gets an e-mail. */
  async start(user: User, client?: SessionClient): Promise<SessionCredentials> {
    const userAgent = (client?.userAgent ?? "").slice(0, 255);
    const device = describeDevice(userAgent);
    const place = client ? placeOf(client.ip) : "Unknown place";
    const knownDevice = await this.sessions.existsBy({ userId: user.id, device, place });
    const refreshSecret = newSecretToken();
    const cookieSecret = newSecretToken();
    const now = new Date();
    const session = await this.sessions.save(
      this.sessions.create({
        id: randomBytes(24).toString("base64url"),
        userId: user.id,
        tokenVersion: user.tokenVersion,
        lastSeenAt: now,
        userAgent,
        device,
        place,
        refreshTokenHash: sha256Hex(refreshSecret),
        cookieSecretHash: sha256Hex(cookieSecret),
        expiresAt: new Date(now.getTime() + SESSION_IDLE_LIFETIME_MS),
        revokedAt: null,
      }),
    );
    if (client && user.role === Role.admin && !knownDevice) this.announceNewDevice(user, session);
    return { session, refreshToken: `${session.id}.${refreshSecret}`, cookieCredential: `${session.id}.${cookieSecret}` };
  }

  /**
   * The live session an access token names, with its account, counting this request as a use;
   * null when the session or the account's sign-in has ended since the token was signed.
   */
  async use(claims: TokenClaims): Promise<SignedIn | null> {
    const found = await this.signedIn(claims.sessionId);
    if (!found || found.session.userId !== claims.userId || found.user.tokenVersion !== claims.tokenVersion) return null;
    if (!stillSignedIn(found)) return null;
    await this.touch(found.session);
    return found;
  }

  /** The live session a browser cookie names, when its secret is right, with its account. */
  async fromCookie(credential: string): Promise<SignedIn | null> {
    const parsed = parseCredential(credential);
    if (!parsed) return null;
    const found = await this.signedIn(parsed.sessionId);
    if (!found || found.session.cookieSecretHash !== sha256Hex(parsed.secret) || !stillSignedIn(found)) return null;
    return found;
  }

  /**
   * Counts a request as use; written once a minute at most, and each write extends the session.
   * True when it wrote.
   */
  async touch(session: Session): Promise<boolean> {
    const now = Date.now();
    if (now - session.lastSeenAt.getTime() < LAST_SEEN_RESOLUTION_MS) return false;
    session.lastSeenAt = new Date(now);
    session.expiresAt = new Date(now + SESSION_IDLE_LIFETIME_MS);
    await this.sessions.update({ id: session.id }, { lastSeenAt: session.lastSeenAt, expiresAt: session.expiresAt });
    return true;
  }

  /**
   * Exchanges a refresh token for new secrets. A refresh token works once: presenting an old one
   * again means it was copied, so the session ends for whoever holds it.
   */
  async rotate(refreshToken: string, accountOf: (userId: number) => Promise<User | null>): Promise<{ user: User } & SessionCredentials> {
    const parsed = parseCredential(refreshToken);
    const session = parsed ? await this.sessions.findOneBy({ id: parsed.sessionId }) : null;
    if (!parsed || !session || !isLive(session)) throw unauthenticated(MESSAGES.refreshTokenInvalid);
    const user = await accountOf(session.userId);
    if (!user || user.tokenVersion !== session.tokenVersion) throw unauthenticated(MESSAGES.refreshTokenInvalid);
    const refreshSecret = newSecretToken();
    const cookieSecret = newSecretToken();
    // Conditional on the old hash, so of two racing uses of one token only one wins.
    const { affected } = await this.sessions.update(
      { id: session.id, refreshTokenHash: sha256Hex(parsed.secret), revokedAt: IsNull() },
      { refreshTokenHash: sha256Hex(refreshSecret), cookieSecretHash: sha256Hex(cookieSecret) },
    );
    if (!affected) {
      await this.sessions.update({ id: session.id }, { revokedAt: new Date() });
      throw unauthenticated(MESSAGES.refreshTokenReused);
    }
    await this.touch(session);
    return { user, session, refreshToken: `${session.id}.${refreshSecret}`, cookieCredential: `${session.id}.${cookieSecret}` };
  }

  /**
   * New secrets for a session whose account just changed (a new password bumps the token
   * version, ending every other session): this one continues under the new version.
   */
  async renew(sessionId: string, user: User): Promise<RenewedSession | null> {
    const session = await this.sessions.findOneBy({ id: sessionId, userId: user.id });
    if (!session || !isLive(session)) return null;
    const refreshSecret = newSecretToken();
    const cookieSecret = newSecretToken();
    const rotatesCookie = session.tokenVersion !== user.tokenVersion;
    session.tokenVersion = user.tokenVersion;
    session.refreshTokenHash = sha256Hex(refreshSecret);
    if (rotatesCookie) session.cookieSecretHash = sha256Hex(cookieSecret);
    await this.sessions.update(
      { id: session.id },
      { tokenVersion: session.tokenVersion, refreshTokenHash: session.refreshTokenHash, cookieSecretHash: session.cookieSecretHash },
    );
    return {
      session,
      refreshToken: `${session.id}.${refreshSecret}`,
      // The browser keeps its cookie unless the password changed, so its requests in flight still count.
      cookieCredential: rotatesCookie ? `${session.id}.${cookieSecret}` : null,
    };
  }

  /** The account's live sessions, most recently used first. */
  async list(userId: number): Promise<Session[]> {
    const sessions = await this.sessions.find({ where: { userId, revokedAt: IsNull() }, order: { lastSeenAt: "DESC" } });
    const now = Date.now();
    return sessions.filter((session) => isLive(session, now));
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** Ends one of the account's own sessions; another account's id is answered as unknown. */
  async revokeOwn(userId: number, sessionId: string): Promise<void> {
    const { affected } = await this.sessions.update({ id: sessionId, userId, revokedAt: IsNull() }, { revokedAt: new Date() });
    if (!affected) throw notFound(MESSAGES.sessionNotFound);
  }

  async revokeAll(userId: number): Promise<void> {
    await this.sessions.update({ userId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** Ends every session of the account but `keep` (the one making a change to its sign-in). */
  async revokeOthers(userId: number, keep: string | undefined): Promise<void> {
    if (!keep) return this.revokeAll(userId);
    await this.sessions.update({ userId, id: Not(keep), revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  private announceNewDevice(user: User, session: Session): void {
    const mail = {
      to: user.email,
      subject: "New sign-in to your Iron Warrior Fitness admin account",
      text: [
        "Hello,",
        "",
        "Your Iron Warrior Fitness admin account was just signed in to from a device it has not used before:",
        "",
        `Device: ${session.device}`,
        `Network: ${session.place}`,
        `Time: ${formatDateTime(session.createdAt.toISOString())} (India time)`,
        "",
        "If this was you, there is nothing to do.",
        "If it was not, change your password now and choose Sign out everywhere under Signed-in devices on your profile:",
        "",
        `${this.config.publicUrl}/profile`,
      ].join("\n"),
    };
    // The sign-in does not wait for the mail server, and a failed mail does not fail it.
    this.mail.send(mail).catch((error: unknown) => processLogger().error({ err: error, userId: user.id }, "New-device mail failed"));
  }
}
