import type { DataSource, Repository } from "typeorm";
import { isUniqueViolation } from "../../db/errors";
import type { RateLimits } from "../../auth/rate-limits";
import { assertValidInput } from "../../common/validation";
import { CONTACT_MESSAGES, newsletterSchema, normalizeEmail } from "../../../../common/validation";
import { NewsletterSubscriber } from "./newsletter-subscriber.entity";

export class NewsletterService {
  private readonly subscribers: Repository<NewsletterSubscriber>;

  constructor(
    dataSource: DataSource,
    private readonly rateLimits: RateLimits,
  ) {
    this.subscribers = dataSource.getRepository(NewsletterSubscriber);
  }

  /** A repeated address gets the same friendly answer and is stored once. */
  async subscribe(email: string, clientKey: string): Promise<string> {
    assertValidInput(newsletterSchema, { email });
    await this.rateLimits.consume("subscribe", clientKey, email);
    try {
      await this.subscribers.insert({ email: normalizeEmail(email) });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    return CONTACT_MESSAGES.subscribed;
  }

  count(): Promise<number> {
    return this.subscribers.count();
  }
}
