import type { Page } from "../../common/pagination";
import type { DataSource, Repository } from "typeorm";
import { gymToday } from "../../../../common/gym-time";
import { notFound } from "../../common/errors";
import { type Actor, type AuditService, describeChanges } from "../audit/audit.service";
import type { MediaService } from "../media/media.service";
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
  ) {
    this.posts = dataSource.getRepository(BlogPost);
  }

  /** Newest first; posts of the same day in reverse order of creation. */
  list(page?: Page): Promise<BlogPost[]> {
    return this.posts.find({ order: { date: "DESC", id: "DESC" }, skip: page?.offset, take: page?.limit });
  }

  count(): Promise<number> {
    return this.posts.count();
  }

  byId(id: number): Promise<BlogPost | null> {
    if (!Number.isSafeInteger(id) || id < 1) return Promise.resolve(null);
    return this.posts.findOneBy({ id });
  }

  async create(actor: Actor, input: BlogPostInput): Promise<BlogPost> {
    await this.media.assertAltText({ image: input.image });
    const post = await this.posts.save(this.posts.create({ ...trimmed(input), date: gymToday() }));
    await this.audit.record(actor, "blog.create", "BlogPost", post.id, `Created "${post.title}"`);
    return post;
  }

  async update(actor: Actor, id: number, input: BlogPostInput): Promise<BlogPost> {
    const post = await this.get(id);
    await this.media.assertAltText({ image: input.image });
    const before = { ...post };
    const saved = await this.posts.save(Object.assign(post, trimmed(input)));
    await this.audit.record(actor, "blog.update", "BlogPost", id, describeChanges(before, saved, FIELDS));
    return saved;
  }

  async delete(actor: Actor, id: number): Promise<boolean> {
    const post = await this.get(id);
    await this.posts.remove(post);
    await this.audit.record(actor, "blog.delete", "BlogPost", id, `Deleted "${post.title}"`);
    return true;
  }

  private async get(id: number): Promise<BlogPost> {
    const post = await this.byId(id);
    if (!post) throw notFound("Blog post not found");
    return post;
  }
}
