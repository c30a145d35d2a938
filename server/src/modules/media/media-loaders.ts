import DataLoader from "dataloader";
import type { AppContext } from "../../context";
import type { MediaItem } from "./media-item.entity";
import type { MediaUse } from "./media.types";

interface MediaLoaders {
  byKey: DataLoader<string, MediaItem | null>;
  usage: () => Promise<Map<string, MediaUse[]>>;
}

const perRequest = new WeakMap<AppContext, MediaLoaders>();

/** One lookup per request however many pictures or usage lists a query asks for. */
export function mediaLoaders(context: AppContext): MediaLoaders {
  let loaders = perRequest.get(context);
  if (!loaders) {
    const { media } = context.services;
    let usage: Promise<Map<string, MediaUse[]>> | undefined;
    loaders = {
      byKey: new DataLoader(async (keys: readonly string[]) => {
        const items = await media.byKeys(keys);
        return keys.map((key) => items.find((item) => item.key === key) ?? null);
      }),
      usage: () => (usage ??= media.usage()),
    };
    perRequest.set(context, loaders);
  }
  return loaders;
}
