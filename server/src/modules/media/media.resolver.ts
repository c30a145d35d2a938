import { ApiScope } from "../../../../common/enums";
import { KeyScope } from "../../auth/access";
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { MEDIA_LIMITS } from "../../../../common/media";
import { CurrentUser } from "../../auth/current-user";
import { Access } from "../../auth/roles";
import type { AppContext } from "../../context";
import type { User } from "../user/user.entity";
import { MediaItem } from "./media-item.entity";
import { mediaLoaders } from "./media-loaders";
import { UpdateMediaInput } from "./media.inputs";
import { MediaPage, MediaUse, Picture } from "./media.types";
import { buildPicture, itemUrl } from "./picture";

const clamp = (value: number | null, min: number, max: number, fallback: number) => Math.min(Math.max(value ?? fallback, min), max);

@Resolver(() => MediaItem)
export class MediaResolver {
  @KeyScope(ApiScope.content_read)
  @Authorized(Access.Admin)
  @Query(() => MediaPage, { description: "Admins only. The library, newest first; the search matches the name or the alt text." })
  mediaItems(
    @Arg("search", () => String, { nullable: true, description: "Part of the name or alt text; every item when left out." })
    search: string | null,
    @Arg("limit", () => Int, {
      nullable: true,
      description: `How many to return: ${MEDIA_LIMITS.pageSize} when left out, and at most that.`,
    })
    limit: number | null,
    @Arg("offset", () => Int, { nullable: true, description: "How many to skip first: default 0." }) offset: number | null,
    @Ctx() { services }: AppContext,
  ): Promise<MediaPage> {
    const size = clamp(limit, 1, MEDIA_LIMITS.pageSize, MEDIA_LIMITS.pageSize);
    return services.media.list(search, size, clamp(offset, 0, Number.MAX_SAFE_INTEGER, 0));
  }

  @KeyScope(ApiScope.content_read)
  @Authorized(Access.Admin)
  @Query(() => MediaItem, { nullable: true, description: "Admins only. One library item, or null when the id is unknown." })
  mediaItem(
    @Arg("id", () => Int, { description: "The item's number." }) id: number,
    @Ctx() { services }: AppContext,
  ): Promise<MediaItem | null> {
    return services.media.byId(id);
  }

  @Authorized(Access.Admin)
  @Mutation(() => MediaItem, {
    description: "Admins only. Alt text, name or focal point; a moved focal point re-crops the portrait and social images.",
  })
  updateMedia(
    @Arg("id", () => Int, { description: "The item's number." }) id: number,
    @Arg("input", () => UpdateMediaInput, { description: "The fields to change." }) input: UpdateMediaInput,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<MediaItem> {
    return services.media.update(actor, id, input);
  }

  @Authorized(Access.Admin)
  @Mutation(() => Boolean, { description: "Admins only. Refused while a page uses the image, naming each place." })
  deleteMedia(
    @Arg("id", () => Int, { description: "The item's number." }) id: number,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<boolean> {
    return services.media.delete(actor, id);
  }

  @FieldResolver(() => String, { description: "What an image field stores: the fallback file (== picture.src)." })
  url(@Root() item: MediaItem): string {
    return itemUrl(item);
  }

  @FieldResolver(() => Picture, { description: "The image as public pages render it: responsive sources, crops and placeholder." })
  picture(@Root() item: MediaItem): Picture {
    return buildPicture(item);
  }

  @FieldResolver(() => [MediaUse], { description: "The pages that show this image." })
  async usedBy(@Root() item: MediaItem, @Ctx() context: AppContext): Promise<MediaUse[]> {
    return (await mediaLoaders(context).usage()).get(item.key) ?? [];
  }
}
