import { stat } from "node:fs/promises";
import { type DataSource, In, type Repository } from "typeorm";
import { MEDIA_LIMITS, MEDIA_MESSAGES, mediaInUse, mediaKeyFromUrl } from "../../../../common/media";
import { badUserInput, notFound } from "../../common/errors";
import { processLogger } from "../../logging/current-logger";
import { type Actor, type AuditService, describeChanges } from "../audit/audit.service";
import { CENTRE, checkDetails, cleanName, readAll, sha256Hex } from "./media-input";
import { MediaItem } from "./media-item.entity";
import { FAVICON_USE, mediaUsage } from "./media-usage";
import type { MediaUse } from "./media.types";
import { storageKey } from "./picture";
import { type FocalPoint, type MediaVariant, processImage, recropImage } from "./pipeline";
import type { MediaStorage } from "./storage/media-storage";

export interface MediaPipeline {
  processImage: typeof processImage;
  recropImage: typeof recropImage;
}

interface UploadDetails {
  name: string;
  alt?: string;
  focal?: FocalPoint;
}

interface MediaChanges {
  alt?: string | null;
  name?: string | null;
  focalX?: number | null;
  focalY?: number | null;
}

const RECROPPED = new Set<MediaVariant["role"]>(["portrait", "social"]);

/** The library: uploads go through the pipeline into storage, their metadata into `media_items`. */
export class MediaService {
  private readonly items: Repository<MediaItem>;
  /** The upload byte cap; a test may lower it rather than send 15 MB each time. */
  maxUploadBytes: number = MEDIA_LIMITS.maxBytes;
  /** How long an upload's bytes may pause before it is given up. */
  uploadIdleMs = 30_000;

  constructor(
    private readonly dataSource: DataSource,
    readonly storage: MediaStorage,
    private readonly audit: AuditService,
    private readonly pipeline: MediaPipeline = { processImage, recropImage },
  ) {
    this.items = dataSource.getRepository(MediaItem);
  }

  /**
   * Imports a file already on disk (a streamed upload, or a seed image). The same bytes again
   * return the existing item. Any failure removes the files it stored, so nothing is left half made.
   */
  async importFile(actor: Actor | null, filePath: string, details: UploadDetails): Promise<{ item: MediaItem; created: boolean }> {
    const alt = checkDetails(details.alt, details.focal ?? {}) ?? "";
    const key = (await sha256Hex(filePath)).slice(0, 20);
    const existing = await this.items.findOneBy({ key });
    if (existing) return { item: existing, created: false };
    const focal = details.focal ?? CENTRE;
    const processed = await this.pipeline.processImage(filePath, focal);
    const stored = await this.putAll(key, processed.variants);
    try {
      const item = await this.items.save(
        this.items.create({
          key,
          name: cleanName(details.name),
          alt,
          format: processed.format,
          width: processed.width,
          height: processed.height,
          bytes: (await stat(filePath)).size,
          focalX: focal.x,
          focalY: focal.y,
          dominantColor: processed.dominantColor,
          placeholder: processed.placeholder,
          variants: processed.variants.map(({ body: _body, ...variant }) => variant),
          uploadedBy: actor?.id ?? null,
        }),
      );
      if (actor) await this.audit.record(actor, "media.upload", "MediaItem", item.id, `Uploaded "${item.name}"`);
      return { item, created: true };
    } catch (error) {
      // The same bytes uploaded at the same moment: the other upload's row and files stay.
      const winner = await this.items.findOneBy({ key });
      const kept = new Set(winner?.variants.map((v) => storageKey(key, v.file)));
      await this.discard(stored.filter((k) => !kept.has(k)));
      if (winner) return { item: winner, created: false };
      throw error;
    }
  }

  byId(id: number): Promise<MediaItem | null> {
    if (!Number.isSafeInteger(id) || id < 1) return Promise.resolve(null);
    return this.items.findOneBy({ id });
  }

  byKeys(keys: readonly string[]): Promise<MediaItem[]> {
    return keys.length ? this.items.findBy({ key: In([...keys]) }) : Promise.resolve([]);
  }

  /** Newest first; the search matches the name or the alt text, whatever the case. */
  async list(search: string | null, limit: number, offset: number): Promise<{ items: MediaItem[]; total: number }> {
    const query = this.items.createQueryBuilder("m").orderBy("m.created_at", "DESC").addOrderBy("m.id", "DESC");
    const term = search?.trim().toLowerCase();
    if (term) {
      query.where("(LOWER(m.name) LIKE :term ESCAPE '!' OR LOWER(m.alt) LIKE :term ESCAPE '!')", {
        term: `%${term.replace(/[!%_]/g, "!$&")}%`,
      });
    }
    const [items, total] = await query.skip(offset).take(limit).getManyAndCount();
    return { items, total };
  }

  /** Where each item is shown, by item key. */
  usage(): Promise<Map<string, MediaUse[]>> {
    return mediaUsage(this.dataSource);
  }

  async update(actor: Actor, id: number, changes: MediaChanges): Promise<MediaItem> {
    const item = await this.get(id);
    const before = { ...item };
    const alt = checkDetails(changes.alt ?? undefined, { x: changes.focalX ?? undefined, y: changes.focalY ?? undefined });
    if (alt === "" && item.alt !== "" && (await this.usage()).get(item.key)?.some((use) => use.label !== FAVICON_USE)) {
      throw badUserInput({ alt: MEDIA_MESSAGES.altRequired });
    }
    if (alt !== undefined) item.alt = alt;
    if (changes.name?.trim()) item.name = cleanName(changes.name);
    const focal = { x: changes.focalX ?? item.focalX, y: changes.focalY ?? item.focalY };
    const crops = focal.x !== item.focalX || focal.y !== item.focalY ? await this.recrop(item, focal) : { added: [], replaced: [] };
    const saved = await this.items.save(item).catch(async (error: unknown) => {
      await this.discard(crops.added);
      throw error;
    });
    await this.discard(crops.replaced);
    await this.audit.record(actor, "media.update", "MediaItem", id, describeChanges(before, saved, ["name", "alt", "focalX", "focalY"]));
    return saved;
  }

  /** Refused while any page shows the item; otherwise its row and every file go. */
  async delete(actor: Actor, id: number): Promise<boolean> {
    const item = await this.get(id);
    const places = (await this.usage()).get(item.key);
    if (places?.length) throw badUserInput({ id: mediaInUse(places.map((p) => p.label)) });
    await this.items.delete({ id });
    await this.discard(item.variants.map((v) => storageKey(item.key, v.file)));
    await this.audit.record(actor, "media.delete", "MediaItem", id, `Deleted "${item.name}"`);
    return true;
  }

  /** Refuses an image field pointing at a library item without alt text: visitors would get an empty description. */
  async assertAltText(fields: Record<string, string | null | undefined>): Promise<void> {
    const keyed = Object.entries(fields).flatMap(([field, url]) => {
      const key = mediaKeyFromUrl(url);
      return key ? [[field, key] as const] : [];
    });
    if (!keyed.length) return;
    const items = await this.byKeys(keyed.map(([, key]) => key));
    const missing = keyed.filter(([, key]) => items.find((item) => item.key === key)?.alt.trim() === "");
    if (missing.length) throw badUserInput(Object.fromEntries(missing.map(([field]) => [field, MEDIA_MESSAGES.altMissingOnPublicImage])));
  }

  /** New portrait and social crops around the focal point: the storage keys added, and those they replace. */
  private async recrop(item: MediaItem, focal: FocalPoint): Promise<{ added: string[]; replaced: string[] }> {
    const master = item.variants.find((v) => v.role === "master");
    Object.assign(item, { focalX: focal.x, focalY: focal.y });
    if (!master) return { added: [], replaced: [] };
    const file = await this.storage.get(storageKey(item.key, master.file));
    if (!file) throw new Error(`Master file of media item ${item.id} is missing from storage`);
    // An SVG has no portrait crops: it scales to any screen.
    const crops = await this.pipeline.recropImage(await readAll(file.body), focal, { portrait: item.format !== "SVG" });
    const stored = await this.putAll(item.key, crops, new Set(item.variants.map((v) => storageKey(item.key, v.file))));
    const fresh = new Set(stored);
    const old = item.variants.filter((v) => RECROPPED.has(v.role));
    item.variants = [...item.variants.filter((v) => !RECROPPED.has(v.role)), ...crops.map(({ body: _body, ...variant }) => variant)];
    const previous = new Set(old.map((v) => storageKey(item.key, v.file)));
    return { added: stored.filter((key) => !previous.has(key)), replaced: [...previous].filter((key) => !fresh.has(key)) };
  }

  /** Stores every variant; on a failure removes whatever was attempted (but files already in use) and rethrows. */
  private async putAll(key: string, variants: (MediaVariant & { body: Buffer })[], inUse = new Set<string>()): Promise<string[]> {
    const attempted: string[] = [];
    try {
      for (const variant of variants) {
        attempted.push(storageKey(key, variant.file));
        await this.storage.put(storageKey(key, variant.file), variant.body, variant.contentType);
      }
      return attempted;
    } catch (error) {
      await this.discard(attempted.filter((k) => !inUse.has(k)));
      throw error;
    }
  }

  private async discard(keys: string[]): Promise<void> {
    if (!keys.length) return;
    await this.storage.delete(keys).catch((error: unknown) => processLogger().error({ err: error, keys }, "Could not delete media files"));
  }

  private async get(id: number): Promise<MediaItem> {
    const item = await this.byId(id);
    if (!item) throw notFound(MEDIA_MESSAGES.notFound);
    return item;
  }
}
