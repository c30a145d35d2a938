import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { AppConfig } from "../../config/env";
import { processLogger } from "../../logging/current-logger";
import type { Logger } from "../../logging/logger";
import { headerText } from "./inert-text";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/**
 * Sends through SMTP when SMTP_URL is set. Otherwise each message is written to
 * DATA_DIR/outbox as an .eml file (openable in any mail client) and a line is logged.
 */
export class MailService {
  private readonly transport: Transporter;
  private readonly outbox?: string;

  constructor(private readonly config: AppConfig) {
    if (config.smtpUrl) {
      this.transport = nodemailer.createTransport(config.smtpUrl);
    } else {
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
      this.outbox = path.join(config.dataDir, "outbox");
    }
  }

  get from(): string {
    const host = new URL(this.config.publicUrl).hostname;
    return `"Iron Warrior Fitness" <no-reply@${host.includes(".") ? host : "ironwarriorfitness.in"}>`;
  }

  /** `log`: the logger of the request the mail is sent for, if one is. */
  async send(mail: OutgoingMail, log: Logger = processLogger()): Promise<void> {
    // The subject may quote what a visitor typed; it never ends the header line.
    const info = await this.transport.sendMail({ from: this.from, ...mail, subject: headerText(mail.subject) });
    if (!this.outbox) return;
    // Owner only: the messages hold live password-reset links.
    await mkdir(this.outbox, { recursive: true, mode: 0o700 });
    const slug = mail.to.replace(/[^a-z0-9]+/gi, "-").slice(0, 60);
    // The random tail keeps two mails to one address in the same millisecond apart.
    const stamp = `${new Date().toISOString().replace(/[:.]/g, "-")}-${slug}-${randomBytes(4).toString("hex")}`;
    const file = path.join(this.outbox, `${stamp}.eml`);
    // Written aside and renamed, so a reader of the outbox never sees a half-written message.
    await writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
    await rename(`${file}.part`, file);
    log.info({ to: mail.to, file }, `Mail "${mail.subject}" written to the outbox`);
  }
}
