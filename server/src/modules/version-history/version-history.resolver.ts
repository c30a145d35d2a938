import { ApiScope } from "../../../../common/enums";
import { KeyScope } from "../../auth/access";
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { CurrentUser } from "../../auth/current-user";
import { Access } from "../../auth/roles";
import type { AppContext } from "../../context";
import type { User } from "../user/user.entity";
import { ContentKind, ContentVersionDetail, ContentVersionEntry } from "./version-history.types";

const KIND = { description: "What the item is." };
const ITEM = {
  nullable: true,
  description: "The post's or plan's id; left out for the single records (hero, about, contact, site settings).",
};

@Resolver()
export class VersionHistoryResolver {
  @KeyScope(ApiScope.content_read)
  @Authorized(Access.Admin)
  @Query(() => [ContentVersionEntry], { description: "Admins only. An item's kept versions (at most 50), newest first." })
  contentVersions(
    @Arg("kind", () => ContentKind, KIND) kind: ContentKind,
    @Arg("itemId", () => ID, ITEM) itemId: string | null,
    @Ctx() { services }: AppContext,
  ): Promise<ContentVersionEntry[]> {
    return services.versionRestore.list(kind, itemId ?? null);
  }

  @KeyScope(ApiScope.content_read)
  @Authorized(Access.Admin)
  @Query(() => ContentVersionDetail, { description: "Admins only. One version of an item with the values of its fields." })
  contentVersion(
    @Arg("kind", () => ContentKind, KIND) kind: ContentKind,
    @Arg("itemId", () => ID, ITEM) itemId: string | null,
    @Arg("version", () => Int, { description: "The version's number, as contentVersions lists it." }) version: number,
    @Ctx() { services }: AppContext,
  ): Promise<ContentVersionDetail> {
    return services.versionRestore.read(kind, itemId ?? null, version);
  }

  @Authorized(Access.Admin)
  @Mutation(() => ContentVersionEntry, {
    description:
      "Admins only. Saves a version's fields again through the item's normal update, which records a new version. " +
      "A post's or plan's publish state is never changed.",
  })
  restoreContentVersion(
    @Arg("kind", () => ContentKind, KIND) kind: ContentKind,
    @Arg("itemId", () => ID, ITEM) itemId: string | null,
    @Arg("version", () => Int, { description: "The number of the version to bring back." }) version: number,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<ContentVersionEntry> {
    return services.versionRestore.restore(actor, kind, itemId ?? null, version);
  }
}
