import type { Page } from "../../common/pagination";
import type { DataSource, Repository } from "typeorm";
import { PublicationState } from "../../../../common/enums";
import { gymToday } from "../../../../common/gym-time";
import { publicationStateOf } from "../../../../common/publication";
import { visibleAt } from "../publication/publisher";
import { notFound } from "../../common/errors";
import { type Actor, type AuditService, describeChanges } from "../audit/audit.service";
import type { MediaService } from "../media/media.service";
import { ContentKind } from "../../../../common/enums";
import type { VersionHistoryService } from "../version-history/version-history.service";
import { BlogPost } from "./blog-post.entity";
import type { BlogPostInput } from "./blog.inputs";

const FIELDS: (keyof BlogPostInput)[] = ["title", "excerpt", "content", "image", "author"];

function trimmed(input: BlogPostInput): BlogPostInput {
  return Object.fromEntries(FIELDS.map((f) => [f, input[f].trim()])) as unknown as BlogPostInput;
}

export class BlogService {
  private readonly posts: Repository<BlogPost>;

  constructor(
    dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly media: MediaService,
    private readonly versions: VersionHistoryService,
  ) {
    this.posts = dataSource.getRepository(BlogPost);
  }

  /** Newest first; posts of the same day in the order they went live, latest first. Only live posts unless `drafts`. */
  list(page?: Page, { drafts = false, now = new Date() } = {}): Promise<BlogPost[]> {
    return this.posts.find({
      where: drafts ? {} : visibleAt<BlogPost>(now),
      order: { date: "DESC", publishAt: "DESC", id: "DESC" },
      skip: page?.offset,
      take: page?.limit,
    });
  }

  count(): Promise<number> {
    return this.posts.count();
  }

  byId(id: number): Promise<BlogPost | null> {
    if (!Number.isSafeInteger(id) || id < 1) return Promise.resolve(null);
    return this.posts.findOneBy({ id });
  }

  /** A post visitors may see now: live, or any post with a preview link made for it. */
  async visibleById(id: number, preview: boolean, now = new Date()): Promise<BlogPost | null> {
    const post = await this.byId(id);
    if (!post) return null;
    return preview || publicationStateOf(post.status, post.publishAt, now) === PublicationState.published ? post : null;
  }

  /** Published at once (and announced) unless `draft`. */
  async create(actor: Actor, input: BlogPostInput, draft = false): Promise<BlogPost> {
    await this.media.assertAltText({ image: input.image });
    const now = new Date();
    const publication = draft
      ? { status: PublicationState.draft as const, publishAt: null }
      : { status: PublicationState.published as const, publishAt: now };
    const post = await this.posts.save(
      this.posts.create({ ...trimmed(input), date: gymToday(now), ...publication, newsletterSentAt: null }),
    );
    await this.audit.record(actor, "blog.create", "BlogPost", post.id, `Created "${post.title}"`);
    await this.versions.record(ContentKind.post, post.id, actor, post);
    return post;
  }

  async update(actor: Actor, id: number, input: BlogPostInput): Promise<BlogPost> {
    const post = await this.get(id);
    await this.media.assertAltText({ image: input.image });
    const before = { ...post };
    const saved = await this.posts.save(Object.assign(post, trimmed(input)));
    await this.audit.record(actor, "blog.update", "BlogPost", id, describeChanges(before, saved, FIELDS));
    await this.versions.record(ContentKind.post, id, actor, saved, before);
    return saved;
  }

  async delete(actor: Actor, id: number): Promise<boolean> {
    const post = await this.get(id);
    await this.posts.remove(post);
    await this.versions.forget(ContentKind.post, id);
    await this.audit.record(actor, "blog.delete", "BlogPost", id, `Deleted "${post.title}"`);
    return true;
  }

  private async get(id: number): Promise<BlogPost> {
    const post = await this.byId(id);
    if (!post) throw notFound("Blog post not found");
    return post;
  }
}
