import express, { Router, type Request, type Response } from "express";
import { REMINDER_MESSAGES, type MailList } from "../../../common/validation";
import { escapeHtml } from "../../../common/escape";
import type { Services } from "../services";

const LIST_NAMES: Record<MailList, string> = {
  reminders: "membership renewal reminders",
  newsletter: "the Iron Warrior Fitness newsletter",
};

/** A small page of its own: these links are opened from mail, often signed out, on a phone. */
function page(res: Response, status: number, title: string, body: string): void {
  res
    .status(status)
    .type("html")
    .set("Cache-Control", "no-store")
    .set("X-Robots-Tag", "noindex")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)} | Iron Warrior Fitness</title>` +
        `<style>*{box-sizing:border-box}body{font-family:system-ui,sans-serif;background:#111;color:#eee;margin:0;padding:16px;display:flex;justify-content:center}` +
        `main{max-width:480px;width:100%;background:#1c1c1c;border-radius:12px;padding:24px;margin-top:10vh}` +
        `h1{font-size:1.4rem;margin-top:0}button{background:#dc2626;color:#fff;border:0;border-radius:8px;padding:12px 20px;font-size:1rem;cursor:pointer;width:100%}` +
        `a{color:#f87171}p{line-height:1.5;overflow-wrap:anywhere}</style></head><body><main>${body}<p><a href="/">Back to the website</a></p></main></body></html>`,
    );
}

const tokenOf = (req: Request): unknown => (req.body as { token?: unknown } | undefined)?.token ?? req.query.token;

/**
 * The pages behind the links in mails: /unsubscribe (RFC 8058 one-click POST, or a page whose
 * button POSTs: a GET never changes anything, since mail scanners follow links) and
 * /newsletter/confirm (double opt-in, also confirmed by a button).
 */
export function mailPagesRouter(services: Services): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: "4kb" });

  router.get("/unsubscribe", (req, res) => {
    const target = services.reminders.links.readUnsubscribe(req.query.token);
    if (!target) return page(res, 400, "Unsubscribe", `<h1>Link not valid</h1><p>${REMINDER_MESSAGES.unsubscribeInvalid}</p>`);
    page(
      res,
      200,
      "Unsubscribe",
      `<h1>Unsubscribe</h1><p>Stop sending ${LIST_NAMES[target.list]} to <strong>${escapeHtml(target.email)}</strong>?</p>` +
        `<form method="post" action="/unsubscribe"><input type="hidden" name="token" value="${escapeHtml(req.query.token as string)}">` +
        `<button type="submit">Unsubscribe</button></form>`,
    );
  });

  router.post("/unsubscribe", form, async (req, res, next) => {
    try {
      const target = services.reminders.links.readUnsubscribe(tokenOf(req));
      // A mail program's one-click POST (RFC 8058) carries List-Unsubscribe=One-Click and wants no page.
      const oneClick = (req.body as Record<string, unknown> | undefined)?.["List-Unsubscribe"] === "One-Click";
      if (!target) {
        if (oneClick) return void res.status(400).type("text/plain").send(REMINDER_MESSAGES.unsubscribeInvalid);
        return page(res, 400, "Unsubscribe", `<h1>Link not valid</h1><p>${REMINDER_MESSAGES.unsubscribeInvalid}</p>`);
      }
      if (target.list === "reminders") await services.reminders.optOut(target.email, "reminders");
      else await services.newsletter.unsubscribe(target.email);
      const done = target.list === "reminders" ? REMINDER_MESSAGES.unsubscribedReminders : REMINDER_MESSAGES.unsubscribedNewsletter;
      if (oneClick) return void res.status(200).type("text/plain").send(done);
      page(res, 200, "Unsubscribed", `<h1>You are unsubscribed</h1><p>${done}</p>`);
    } catch (error) {
      next(error);
    }
  });

  router.get("/newsletter/confirm", (req, res) => {
    const email = services.reminders.links.readConfirm(req.query.token);
    if (!email) return page(res, 400, "Confirm subscription", `<h1>Link not valid</h1><p>${REMINDER_MESSAGES.confirmInvalid}</p>`);
    page(
      res,
      200,
      "Confirm subscription",
      `<h1>Confirm your subscription</h1><p>Receive the Iron Warrior Fitness newsletter at <strong>${escapeHtml(email)}</strong>?</p>` +
        `<form method="post" action="/newsletter/confirm"><input type="hidden" name="token" value="${escapeHtml(req.query.token as string)}">` +
        `<button type="submit">Confirm subscription</button></form>`,
    );
  });

  router.post("/newsletter/confirm", form, async (req, res, next) => {
    try {
      const email = await services.newsletter.confirm(tokenOf(req));
      if (!email) return page(res, 400, "Confirm subscription", `<h1>Link not valid</h1><p>${REMINDER_MESSAGES.confirmInvalid}</p>`);
      page(res, 200, "Subscription confirmed", `<h1>Subscription confirmed</h1><p>${REMINDER_MESSAGES.confirmed}</p>`);
    } catch (error) {
      next(error);
    }
  });

  return router;
}
