import { Field, Float, Int, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { MEDIA_FORMATS, type MediaFormatName } from "../../../../common/media";
import type { MediaVariant } from "./pipeline";

const MediaFormat = Object.fromEntries(MEDIA_FORMATS.map((format) => [format, format])) as { [F in MediaFormatName]: F };
registerEnumType(MediaFormat, {
  name: "MediaFormat",
  description: "Image kinds of the media library, decided from the file's bytes.",
  valuesConfig: {
    JPEG: { description: "A JPEG photo." },
    PNG: { description: "A PNG image." },
    WEBP: { description: "A WebP image." },
    AVIF: { description: "An AVIF image." },
    GIF: { description: "A GIF image." },
    SVG: { description: "An SVG drawing, served as uploaded after sanitising; it has no size variants." },
  },
});

/** Stored variants as JSON text: the same shape on SQLite and MariaDB. */
const variantsColumn = {
  to: (variants: MediaVariant[]) => JSON.stringify(variants),
  from: (text: string | null): MediaVariant[] => (text ? (JSON.parse(text) as MediaVariant[]) : []),
};

@ObjectType({ description: "An uploaded image of the media library and its stored variants. Admins only; visitors get a Picture." })
@Entity({ name: "media_items" })
export class MediaItem {
  @Field(() => Int, { description: "The item's number; what mediaItem, updateMedia and deleteMedia take." })
  @PrimaryGeneratedColumn({ type: "int" })
  id!: number;

  @Field(() => String, { description: "First 20 hex digits of the SHA-256 of the uploaded bytes; every file's URL starts /media/<key>/." })
  @Column({ type: "varchar", length: 20, unique: true })
  key!: string;

  @Field(() => String, { description: "The uploaded file's name." })
  @Column({ type: "varchar", length: 200 })
  name!: string;

  @Field(() => String, { description: "Text for visitors who cannot see the image; required before it shows on a public page." })
  @Column({ type: "varchar", length: 300, default: "" })
  alt!: string;

  @Field(() => MediaFormat, { description: "The uploaded file's image kind." })
  @Column({ type: "varchar", length: 8 })
  format!: MediaFormatName;

  @Field(() => Int, { description: "Width of the uploaded image in pixels." })
  @Column({ type: "int" })
  width!: number;

  @Field(() => Int, { description: "Height of the uploaded image in pixels." })
  @Column({ type: "int" })
  height!: number;

  @Field(() => Int, { description: "Size of the uploaded file in bytes." })
  @Column({ type: "int" })
  bytes!: number;

  @Field(() => Float, { description: "Focal point from the left, 0..1: crops keep it in view." })
  @Column({ name: "focal_x", type: "real" })
  focalX!: number;

  @Field(() => Float, { description: "Focal point from the top, 0..1." })
  @Column({ name: "focal_y", type: "real" })
  focalY!: number;

  @Column({ name: "dominant_color", type: "varchar", length: 7 })
  dominantColor!: string;

  @Column({ type: "text" })
  placeholder!: string;

  @Column({ type: "text", transformer: variantsColumn })
  variants!: MediaVariant[];

  @Column({ name: "uploaded_by", type: "int", nullable: true })
  uploadedBy!: number | null;

  @Field(() => Date, { description: "When it was uploaded (ISO 8601 UTC instant, shown in India time)." })
  @CreateDateColumn({ name: "created_at", type: "datetime", precision: 3 })
  createdAt!: Date;

  @UpdateDateColumn({ name: "updated_at", type: "datetime", precision: 3 })
  updatedAt!: Date;
}
