import { existsSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../../repo-root";

const CENTRE = { x: 0.5, y: 0.5 };

/** The seed's images, with the alt text every public page needs and where the subject is. */
export const SEED_IMAGES: { file: string; alt: string; focal: { x: number; y: number } }[] = [
  { file: "hero.jpg", alt: "A lifter holding a loaded barbell overhead in the dim strength hall", focal: { x: 0.84, y: 0.45 } },
  {
    file: "about.jpg",
    alt: "Members training with kettlebells and a coach in front of windows looking out on the hills at sunset",
    focal: CENTRE,
  },
  {
    file: "blog-monsoon.jpg",
    alt: "A member holding a plank on a mat indoors while monsoon rain falls outside",
    focal: { x: 0.58, y: 0.65 },
  },
  { file: "blog-nutrition.jpg", alt: "A plate of poha with boiled eggs beside curd, bananas and a cup of tea", focal: CENTRE },
  { file: "blog-bench.jpg", alt: "A lifter pressing a barbell on a flat bench under a spotlight", focal: { x: 0.48, y: 0.5 } },
  { file: "og-default.jpg", alt: "Iron Warrior Fitness, gym in Guwahati, Zoo Road", focal: CENTRE },
  { file: "logo.svg", alt: "Iron Warrior Fitness logo", focal: CENTRE },
  { file: "logo-light.svg", alt: "Iron Warrior Fitness logo", focal: CENTRE },
];

/** The sources: beside the client's sources in a checkout, inside the built client in an image that has only dist/. */
export function seedImagesDir(): string | undefined {
  return [path.join(REPO_ROOT, "client/public/images"), path.join(REPO_ROOT, "dist/client/images")].find((dir) =>
    SEED_IMAGES.every((image) => existsSync(path.join(dir, image.file))),
  );
}
