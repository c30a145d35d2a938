import express, { Router, type ErrorRequestHandler, type Response } from "express";
import { GraphQLError } from "graphql";
import { MEMBER_IMPORT_LIMITS, MEMBER_IMPORT_MESSAGES, MESSAGES } from "../../../../common/validation";
import { ApiScope } from "../../../../common/enums";
import { assertAdmin, assertKeyHolds } from "../../auth/auth-checker";
import { forbidden, unauthenticated } from "../../common/errors";
import type { ContextFactory, RequestAuth } from "../../context";
import { httpErrorFields } from "../../http/error-fields";
import { sendError } from "../../rest/rest-router";
import { keyActor } from "../api-key/api-key.service";
import { requestLog } from "../../logging/request-logging";
import type { Actor } from "../audit/audit.service";
import { MemberCsvError } from "./member-csv";
import { ImportConflict, ImportHasProblems } from "./member-import.service";

/** Where the admin panel sends the CSV file, as the request body (Content-Type text/csv). */
export const MEMBER_IMPORT_PATHS = { preview: "/api/admin/member-import/preview", import: "/api/admin/member-import" } as const;

/**
 * Two admin-only endpoints taking the CSV file as the body (GraphQL's body limit is far below
 * MEMBER_IMPORT_LIMITS.maxBytes): the preview (writes nothing) and the import (all or nothing).
 * Answers use the REST envelope { success, message, data }.
 */
export function memberImportRouter(contextFactory: ContextFactory): Router {
  const { memberImport } = contextFactory.services;
  const router = Router();
  const body = express.text({ type: () => true, limit: MEMBER_IMPORT_LIMITS.maxBytes, defaultCharset: "utf-8" });

  const handle =
    (work: (actor: Actor, text: string, res: Response) => Promise<void>) =>
    async (req: express.Request, res: Response, next: express.NextFunction) => {
      let auth: RequestAuth = { user: null };
      try {
        auth = (await contextFactory(req)).auth;
        const actor = authorise(auth);
        const text = typeof req.body === "string" ? req.body : "";
        if (!text.trim()) return fail(res, 400, MEMBER_IMPORT_MESSAGES.fileRequired);
        await work(actor, text, res);
      } catch (error) {
        if (error instanceof MemberCsvError) return fail(res, 400, error.message);
        if (error instanceof ImportHasProblems) return fail(res, 422, error.message, error.preview);
        if (error instanceof ImportConflict) return fail(res, 409, error.message);
        if (error instanceof GraphQLError) return sendError(res, error, auth);
        next(error);
      }
    };

  // Who may send the body is checked before it is read, so a stranger cannot make the server read 2 MB.
  const admitted = async (req: express.Request, res: Response, next: express.NextFunction) => {
    try {
      authorise((await contextFactory(req)).auth);
      next();
    } catch (error) {
      if (error instanceof GraphQLError) return sendError(res, error, { user: null });
      next(error);
    }
  };

  router.post(
    "/preview",
    admitted,
    body,
    handle(async (_actor, text, res) => {
      const preview = await memberImport.preview(text);
      res.set("Cache-Control", "no-store").json({ success: true, message: "Preview ready", data: preview });
    }),
  );
  router.post(
    "/",
    admitted,
    body,
    handle(async (actor, text, res) => {
      const result = await memberImport.import(actor, text, requestLog(res.req));
      res
        .status(201)
        .set("Cache-Control", "no-store")
        .json({ success: true, message: MEMBER_IMPORT_MESSAGES.imported(result.created, result.updated), data: result });
    }),
  );
  router.use(bodyErrors);
  return router;
}

function authorise(auth: RequestAuth): Actor {
  if (auth.viaCookie && !auth.csrfPassed) throw forbidden(MESSAGES.csrfRefused);
  if (auth.apiKey) {
    assertKeyHolds(auth.apiKey, ApiScope.members_write);
    return keyActor(auth.apiKey);
  }
  if (!auth.user) throw unauthenticated(auth.problem);
  assertAdmin(auth.user);
  return auth.user;
}

function fail(res: Response, status: number, message: string, data: unknown = null): void {
  res.status(status).set("Cache-Control", "no-store").json({ success: false, message, data });
}

const bodyErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const { type } = httpErrorFields(error);
  if (type === "entity.too.large") return fail(res, 413, MEMBER_IMPORT_MESSAGES.tooLarge);
  if (type === "charset.unsupported" || type === "encoding.unsupported") return fail(res, 415, MEMBER_IMPORT_MESSAGES.notUtf8);
  next(error);
};
