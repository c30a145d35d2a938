import type { OutgoingMail } from "./mail.service";
import { escapeHtml } from "../../../../common/escape";
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

/** The invitation an imported member gets: the gym has made an account; choose a password. */
export function invitationMail(name: string, link: string, validDays: number): MailContent {
  const intro = "Iron Warrior Fitness has created an account for you, so you can see your membership online.";
  const open = `Open this link within ${validDays} days to choose your password:`;
  const later = 'If the link has expired, use "Forgot password" on the sign-in page with this e-mail address.';
  return {
    subject: "Set your Iron Warrior Fitness password",
    text: [`Hi ${inertText(name)},`, "", intro, open, "", link, "", later].join("\n"),
    html: [
      `<p>Hi ${inertHtml(name)},</p>`,
      `<p>${intro}<br>${open}</p>`,
      `<p><a href="${escapeAttribute(link)}">Choose your password</a></p>`,
      `<p>${later}</p>`,
    ].join("\n"),
  };
}

/** The newsletter's mail about a post that has just gone live; the title and excerpt are the gym's own words, escaped for HTML. */
export function newPostMail(post: { title: string; excerpt: string }, link: string, unsubscribe: string): MailContent {
  const intro = "A new article is up on the Iron Warrior Fitness blog:";
  const footer = "You get this e-mail because you subscribed to the Iron Warrior Fitness newsletter.";
  return {
    subject: `New on the blog: ${post.title}`,
    text: [intro, "", post.title, "", post.excerpt, "", `Read it: ${link}`, "", "--", footer, `Unsubscribe: ${unsubscribe}`].join("\n"),
    html: [
      `<p>${intro}</p>`,
      `<h2>${escapeHtml(post.title)}</h2>`,
      `<p>${escapeHtml(post.excerpt)}</p>`,
      `<p><a href="${escapeAttribute(link)}">Read the article</a></p>`,
      `<hr><p style="font-size:12px;color:#666">${footer} <a href="${escapeAttribute(unsubscribe)}">Unsubscribe</a></p>`,
    ].join("\n"),
  };
}
