import type { GraphQLResolveInfo } from "graphql";
import { PUBLICATION_MESSAGES } from "../../../../common/publication";
import { forbidden } from "../../common/errors";
import type { AppContext } from "../../context";
import type { PreviewKind } from "./preview-links";

type HintedInfo = GraphQLResolveInfo & { cacheControl?: { setCacheHint(hint: { maxAge: number; scope?: "PUBLIC" | "PRIVATE" }): void } };

/**
 * A request carrying a preview token is answered for its holder alone: never stored in the
 * public cache (maxAge 0, and the cache plugin skips it), sent `private, no-store` and noindex.
 * A forged or expired token is refused with a message that says so, and never shows a draft.
 */
export function checkPreview(token: string, kind: PreviewKind, id: number, context: AppContext, info: GraphQLResolveInfo): void {
  context.preview = true;
  (info as HintedInfo).cacheControl?.setCacheHint({ maxAge: 0, scope: "PRIVATE" });
  if (!context.services.previewLinks.allows(token, kind, id)) throw forbidden(PUBLICATION_MESSAGES.previewExpired);
}
