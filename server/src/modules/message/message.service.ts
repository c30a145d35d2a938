import type { DataSource, Repository } from "typeorm";
import type { RateLimits } from "../../auth/rate-limits";
import { notFound } from "../../common/errors";
import { CONTACT_MESSAGES, normalizeEmail } from "../../../../common/validation";
import type { Actor, AuditService } from "../audit/audit.service";
import type { WebhookService } from "../webhook/webhook.service";
import { ContactMessage } from "./contact-message.entity";
import type { ContactMessageInput } from "./contact-message.inputs";

export class MessageService {
  private readonly messages: Repository<ContactMessage>;

  constructor(
    dataSource: DataSource,
    private readonly rateLimits: RateLimits,
    private readonly audit: AuditService,
    private readonly webhooks?: WebhookService,
  ) {
    this.messages = dataSource.getRepository(ContactMessage);
  }

  async send(input: ContactMessageInput, clientKey: string): Promise<string> {
    await this.rateLimits.consume("contactMessage", clientKey, input.email);
    const message = {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email: normalizeEmail(input.email),
      phone: input.phone?.trim() || null,
      subject: input.subject.trim(),
      message: input.message.trim(),
    };
    const inserted = await this.messages.insert({ ...message, readAt: null });
    await this.webhooks?.emit("contact_message.received", {
      id: (inserted.identifiers[0]?.id as number | undefined) ?? null,
      ...message,
      receivedAt: new Date().toISOString(),
    });
    return CONTACT_MESSAGES.sent;
  }

  list(): Promise<ContactMessage[]> {
    return this.messages.find({ order: { createdAt: "DESC", id: "DESC" } });
  }

  countUnread(): Promise<number> {
    return this.messages.createQueryBuilder("m").where("m.read_at IS NULL").getCount();
  }

  async markRead(actor: Actor, id: number, read: boolean): Promise<ContactMessage> {
    const message = await this.get(id);
    message.readAt = read ? (message.readAt ?? new Date()) : null;
    const saved = await this.messages.save(message);
    await this.audit.record(
      actor,
      read ? "message.read" : "message.unread",
      "ContactMessage",
      id,
      `"${message.subject}" from ${message.email}`,
    );
    return saved;
  }

  async delete(actor: Actor, id: number): Promise<boolean> {
    const message = await this.get(id);
    await this.messages.remove(message);
    await this.audit.record(actor, "message.delete", "ContactMessage", id, `"${message.subject}" from ${message.email}`);
    return true;
  }

  private async get(id: number): Promise<ContactMessage> {
    const message = Number.isSafeInteger(id) ? await this.messages.findOneBy({ id }) : null;
    if (!message) throw notFound("Message not found");
    return message;
  }
}
