import type { DataSource, Repository } from "typeorm";
import { BlogPost } from "./blog-post.entity";

export class BlogService {
  private readonly posts: Repository<BlogPost>;

  constructor(dataSource: DataSource) {
    this.posts = dataSource.getRepository(BlogPost);
  }

  /** Newest first; posts of the same day in reverse order of creation. */
  list(): Promise<BlogPost[]> {
    return this.posts.find({ order: { date: "DESC", id: "DESC" } });
  }

  byId(id: number): Promise<BlogPost | null> {
    if (!Number.isSafeInteger(id) || id < 1) return Promise.resolve(null);
    return this.posts.findOneBy({ id });
  }
}
