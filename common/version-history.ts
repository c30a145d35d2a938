import { ContentKind } from "./enums";

/** Versions kept per item; saving the next one deletes the oldest (issue 18, item 3). */
export const VERSION_HISTORY_LIMIT = 50;

/** The single records have one item each; their versions are kept under this id. */
export const SINGLE_RECORD_ITEM_ID = 1;

/** The kinds with many items (an id is needed) as opposed to the single records. */
export const KINDS_WITH_ITEMS: readonly ContentKind[] = [ContentKind.post, ContentKind.plan];

/**
 * The editable fields each kind's versions keep, with the label the history shows. A post's or a
 * plan's publish state and the festive badge are deliberately absent: restoring brings text back,
 * never a publishing decision or a campaign.
 */
export const VERSIONED_FIELDS: Record<ContentKind, readonly { key: string; label: string }[]> = {
  [ContentKind.post]: [
    { key: "title", label: "Title" },
    { key: "excerpt", label: "Excerpt" },
    { key: "content", label: "Content" },
    { key: "image", label: "Cover image" },
    { key: "author", label: "Author" },
  ],
  [ContentKind.plan]: [
    { key: "name", label: "Name" },
    { key: "price", label: "Price" },
    { key: "duration", label: "Duration" },
    { key: "features", label: "Features" },
    { key: "buttonLink", label: "Button link" },
  ],
  [ContentKind.hero]: [
    { key: "title", label: "Title" },
    { key: "subtitle", label: "Subtitle" },
    { key: "image", label: "Background image" },
  ],
  [ContentKind.about]: [
    { key: "title", label: "Title" },
    { key: "content", label: "Content" },
    { key: "image", label: "Image" },
  ],
  [ContentKind.contact]: [
    { key: "phone", label: "Phone" },
    { key: "alternatePhone", label: "Alternate phone" },
    { key: "whatsapp", label: "WhatsApp" },
    { key: "email", label: "Email" },
    { key: "address", label: "Address" },
    { key: "city", label: "City" },
    { key: "instagram", label: "Instagram" },
    { key: "openingHours", label: "Opening hours" },
  ],
  [ContentKind.siteSettings]: [
    { key: "siteName", label: "Site name" },
    { key: "tagline", label: "Tagline" },
    { key: "licenceNumber", label: "Licence number" },
    { key: "metaDescription", label: "Meta description" },
    { key: "footerText", label: "Footer text" },
    { key: "logo", label: "Logo" },
    { key: "footerLogo", label: "Footer logo" },
    { key: "favicon", label: "Favicon" },
    { key: "featuredImage", label: "Featured image" },
  ],
};

export const VERSION_MESSAGES = {
  beforeHistory: "Before history began",
  restored: (version: number) => `Restored version ${version}`,
  kindNeedsItem: "Say which item: posts and plans need an id",
  unknownItem: "No such item",
  unknownVersion: "No such version of this item",
  versionNumber: "Choose a version number from the list",
} as const;
