import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { ContentKind } from "../../../../common/enums";

export { ContentKind };

registerEnumType(ContentKind, {
  name: "ContentKind",
  description: "What a content version belongs to: a blog post, a plan, or one of the single records. Admins only.",
  valuesConfig: {
    post: { description: "A blog post (give its id as itemId)." },
    plan: { description: "A membership plan (give its id as itemId)." },
    hero: { description: "The home page's hero (a single record)." },
    about: { description: "The about page (a single record)." },
    contact: { description: "The contact details and opening hours (a single record)." },
    siteSettings: { description: "The site-wide settings (a single record)." },
  },
});

@ObjectType({ description: "One saved version of an item, as the history lists it. Admins only." })
export class ContentVersionEntry {
  @Field(() => Int, { description: "Numbered per item from 1, increasing with every save." })
  version!: number;

  @Field(() => Date, { description: "When this version was saved (ISO 8601 UTC instant, shown in India time)." })
  createdAt!: Date;

  @Field(() => String, { nullable: true, description: "Who saved it, as named then; null for the state found before history began." })
  authorName!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'What it was, when not an ordinary save: "Restored version 7", "Before history began".',
  })
  note!: string | null;

  @Field(() => [String], { description: "Labels of the fields that differ from the version before; empty for the oldest kept." })
  changedFields!: string[];

  @Field(() => Boolean, { description: "Whether this is the newest version, the item as it is now." })
  current!: boolean;
}

@ObjectType({ description: "One field of a version, as text (lists one entry a line)." })
export class ContentVersionField {
  @Field(() => String, { description: "The field's name in the API, e.g. content." })
  key!: string;

  @Field(() => String, { description: "The field's label in the admin panel, e.g. Content." })
  label!: string;

  @Field(() => String, { description: "The value as text; empty when the field was empty." })
  value!: string;
}

@ObjectType({ description: "One version with the values of its fields, to compare or restore. Admins only." })
export class ContentVersionDetail extends ContentVersionEntry {
  @Field(() => [ContentVersionField], { description: "Every kept field of the item in this version, in the editor's order." })
  fields!: ContentVersionField[];
}
