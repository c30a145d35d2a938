import { IsNull, LessThan, LessThanOrEqual, Not, type DataSource, type FindOptionsWhere, type Repository } from "typeorm";
import { PublicationState } from "../../../../common/enums";
import { blogPostPath } from "../../../../common/routes";
import type { AppConfig } from "../../config/env";
import { processLogger } from "../../logging/current-logger";
import type { AuditService } from "../audit/audit.service";
import type { MailService } from "../mail/mail.service";
import { newPostMail } from "../mail/templates";
import type { NewsletterService } from "../newsletter/newsletter.service";
import type { ReminderService } from "../reminder/reminder.service";
import { BlogPost } from "./blog-post.entity";
import type { WebhookService } from "../webhook/webhook.service";
import { PostMailing } from "./post-mailing.entity";

/** How many times a subscriber's mail about a post is tried before it is given up. */
const MAX_ATTEMPTS = 3;
/** A failed mail is tried again no sooner than this after its last attempt. */
const RETRY_AFTER_MS = 10 * 60 * 1000;
/** Rows sent per round; the next round (or the ticker) takes the rest. */
const BATCH = 200;
/** Rows written per INSERT when a post is claimed. */
const INSERT_CHUNK = 500;

/**
 * The newsletter's one mail about each post, sent when the post goes live (published now, or
 * its scheduled moment passed). Every app server may try; the post is claimed first with a
 * conditional UPDATE (its newsletter_sent_at still empty), after one post_mailings row per
 * confirmed subscriber is written, so one of them announces it, once, ever (a post unpublished
 * and published again keeps its claim), and a restart forgets no recipient.
 *
 * Each row is then taken by one server with a conditional UPDATE before its mail is sent. A send
 * that threw is recorded with its error and tried again by a later round, up to MAX_ATTEMPTS. A
 * row taken but neither sent nor failed (the server stopped mid-send) is never tried again: the
 * mail may have gone, and a missed newsletter is better than a duplicate.
 */
export class PostNewsletter {
  private readonly posts: Repository<BlogPost>;
  private readonly mailings: Repository<PostMailing>;

  constructor(
    dataSource: DataSource,
    private readonly newsletter: NewsletterService,
    private readonly reminders: ReminderService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
    private readonly webhooks?: WebhookService,
  ) {
    this.posts = dataSource.getRepository(BlogPost);
    this.mailings = dataSource.getRepository(PostMailing);
  }

  /**
   * Claims the mail about a post an admin has just made live and sends it in the background, so
   * the admin is not kept waiting; false when the post is not live or was announced before.
   */
  async announceNow(postId: number, now = new Date()): Promise<boolean> {
    const post = await this.claim(postId, now);
    if (post) void this.deliverPending().catch((error: unknown) => processLogger().error({ err: error }, "Newsletter mails failed"));
    return post !== null;
  }

  /**
   * Writes the post's recipients, then claims the post; null when another server (or an earlier
   * call) has it. Recipients come first and are idempotent (the unique key drops repeats), so a
   * restart between the two steps loses nobody, and only a post still unannounced when read
   * gets any: one unpublished and published again is never mailed to later subscribers.
   */
  private async claim(postId: number, now: Date): Promise<BlogPost | null> {
    const unannounced: FindOptionsWhere<BlogPost> = {
      id: postId,
      status: PublicationState.published,
      publishAt: LessThanOrEqual(now),
      newsletterSentAt: IsNull(),
    };
    if (!(await this.posts.existsBy(unannounced))) return null;
    const recipients = await this.newsletter.confirmedEmails();
    for (let i = 0; i < recipients.length; i += INSERT_CHUNK) {
      const rows = recipients.slice(i, i + INSERT_CHUNK).map((email) => ({ postId, email, attempts: 0 }));
      await this.mailings.createQueryBuilder().insert().values(rows).orIgnore().updateEntity(false).execute();
    }
    const claim = await this.posts.update(unannounced, { newsletterSentAt: now });
    if (claim.affected !== 1) return null;
    const post = await this.posts.findOneBy({ id: postId });
    // The claim is the one moment a post first goes live, on whichever server: its webhook too.
    if (post) {
      await this.webhooks?.emit("post.published", {
        id: post.id,
        title: post.title,
        excerpt: post.excerpt,
        author: post.author,
        url: this.config.publicUrl + blogPostPath(String(post.id)),
        publishedAt: new Date(post.publishAt ?? now).toISOString(),
      });
    }
    return post;
  }

  /** Scheduled posts whose moment has passed, not yet announced: each goes in the audit log as published by the system, and is mailed. */
  async announceDue(now = new Date()): Promise<number> {
    const due = await this.posts.find({
      select: { id: true, title: true },
      where: { status: PublicationState.published, publishAt: LessThanOrEqual(now), newsletterSentAt: IsNull() },
      order: { publishAt: "ASC" },
      take: 20,
    });
    let announced = 0;
    for (const post of due) {
      const claimed = await this.claim(post.id, now);
      if (!claimed) continue;
      announced += 1;
      await this.audit.recordSystem("blog.publish", "BlogPost", post.id, `Scheduled post "${post.title}" went live`);
    }
    await this.deliverPending(now);
    return announced;
  }

  /** Sends the mails nobody has taken yet, and those whose last attempt failed; returns how many went. */
  async deliverPending(now = new Date()): Promise<number> {
    const pending = await this.mailings.find({
      where: [
        { sentAt: IsNull(), claimedAt: IsNull() },
        {
          sentAt: IsNull(),
          error: Not(IsNull()),
          attempts: LessThan(MAX_ATTEMPTS),
          claimedAt: LessThan(new Date(now.getTime() - RETRY_AFTER_MS)),
        },
      ],
      order: { id: "ASC" },
      take: BATCH,
    });
    const posts = new Map<number, BlogPost | null>();
    let sent = 0;
    for (const row of pending) {
      const won = await this.mailings.update(
        { id: row.id, sentAt: IsNull(), attempts: row.attempts, ...(row.claimedAt ? { error: row.error! } : { claimedAt: IsNull() }) },
        { claimedAt: now, error: null, attempts: row.attempts + 1 },
      );
      if (!won.affected) continue;
      if (!posts.has(row.postId)) posts.set(row.postId, await this.posts.findOneBy({ id: row.postId }));
      const post = posts.get(row.postId);
      if (!post || !(await this.newsletter.isSubscribed(row.email))) {
        await this.mailings.update(
          { id: row.id },
          { error: post ? "Not sent: unsubscribed" : "Not sent: post deleted", attempts: MAX_ATTEMPTS },
        );
        continue;
      }
      if (await this.sendOne(post, row)) sent += 1;
    }
    return sent;
  }

  private async sendOne(post: BlogPost, row: PostMailing): Promise<boolean> {
    const link = this.config.publicUrl + blogPostPath(String(post.id));
    try {
      await this.mail.send({
        to: row.email,
        ...newPostMail(post, link, this.reminders.unsubscribeUrl(row.email, "newsletter")),
        headers: this.reminders.unsubscribeHeaders(row.email, "newsletter"),
      });
      await this.mailings.update({ id: row.id }, { sentAt: new Date() });
      return true;
    } catch (error) {
      processLogger().error({ err: error, postId: post.id }, "A newsletter mail about a new post could not be sent");
      const message = error instanceof Error ? error.message : String(error);
      await this.mailings.update({ id: row.id }, { error: message.slice(0, 500) || "Send failed" });
      return false;
    }
  }
}
