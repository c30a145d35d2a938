import type { OutgoingMail } from "./mail.service";
import { inertHtml, inertText } from "./inert-text";

type MailContent = Omit<OutgoingMail, "to">;

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The password reset mail. `name` is what the member typed, so it goes in inert. */
export function passwordResetMail(name: string, link: string): MailContent {
  const intro = "Someone (hopefully you) asked to reset the password of your Iron Warrior Fitness account.";
  const open = "Open this link within one hour to choose a new password:";
  const ignore = "If you did not ask for this, ignore this e-mail; your password stays the same.";
  return {
    subject: "Reset your Iron Warrior Fitness password",
    text: [`Hi ${inertText(name)},`, "", intro, open, "", link, "", ignore].join("\n"),
    html: [
      `<p>Hi ${inertHtml(name)},</p>`,
      `<p>${intro}<br>${open}</p>`,
      `<p><a href="${escapeAttribute(link)}">Choose a new password</a></p>`,
      `<p>${ignore}</p>`,
    ].join("\n"),
  };
}
