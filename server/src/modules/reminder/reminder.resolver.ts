import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { CurrentUser } from "../../auth/current-user";
import { Access } from "../../auth/roles";
import { badUserInput } from "../../common/errors";
import { toId } from "../../common/ids";
import type { AppContext } from "../../context";
import { REMINDER_KINDS, REMINDER_MESSAGES } from "../../../../common/validation";
import type { User } from "../user/user.entity";
import { ReminderRule } from "./reminder-rule.entity";
import { MailPreferences, ReminderPreview, ReminderRuleInput } from "./reminder.types";

const checkKind = (kind: string) => {
  if (!(REMINDER_KINDS as readonly string[]).includes(kind)) throw badUserInput({ kind: REMINDER_MESSAGES.unknownKind });
};

@Resolver()
export class ReminderResolver {
  @Authorized(Access.Admin)
  @Query(() => [ReminderRule], { description: "Admins only. The renewal reminders: before_30, before_7, before_1 and win_back." })
  reminderRules(@Ctx() { services }: AppContext): Promise<ReminderRule[]> {
    return services.reminders.list();
  }

  @Authorized(Access.Admin)
  @Mutation(() => ReminderRule, { description: "Admins only. Changes when a renewal reminder goes out and what it says." })
  updateReminderRule(
    @Arg("kind", () => String, { description: "Which reminder: before_30, before_7, before_1 or win_back." }) kind: string,
    @Arg("input", () => ReminderRuleInput, { description: "The reminder's new days, subject, body and switch." }) input: ReminderRuleInput,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<ReminderRule> {
    checkKind(kind);
    return services.reminders.update(actor, kind, input);
  }

  @Authorized(Access.Admin)
  @Query(() => ReminderPreview, {
    description:
      "Admins only. Renders a reminder as it would be mailed, to a member or (without userId) a sample; unsaved subject, body or days may be given.",
  })
  async reminderPreview(
    @Arg("kind", () => String, { description: "Which reminder: before_30, before_7, before_1 or win_back." }) kind: string,
    @Arg("userId", () => ID, { nullable: true, description: "The member to address it to; a sample member when left out." })
    userId: string | null | undefined,
    @Arg("subject", () => String, { nullable: true, description: "An unsaved subject to try; the saved one when left out." })
    subject: string | null,
    @Arg("body", () => String, { nullable: true, description: "An unsaved body to try; the saved one when left out." })
    body: string | null,
    @Arg("days", () => Int, {
      nullable: true,
      description: "Unsaved days before (win_back: after) the expiry; the saved ones when left out.",
    })
    days: number | null,
    @Ctx() { services }: AppContext,
  ): Promise<ReminderPreview> {
    checkKind(kind);
    const mail = await services.reminders.preview(kind, {
      userId: userId ? toId(userId) : undefined,
      subject: subject ?? undefined,
      body: body ?? undefined,
      days: days ?? undefined,
    });
    return { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? "" };
  }

  @Authorized()
  @Query(() => MailPreferences, { description: "Which optional mails the signed-in account receives." })
  async myMailPreferences(@CurrentUser() user: User, @Ctx() { services }: AppContext): Promise<MailPreferences> {
    return {
      renewalReminders: !(await services.reminders.isOptedOut(user.email, "reminders")),
      newsletter: await services.newsletter.isSubscribed(user.email),
    };
  }

  @Authorized()
  @Mutation(() => MailPreferences, {
    description: "Any signed-in account, for itself. Turning the newsletter on mails a confirmation link; it counts once confirmed.",
  })
  async updateMailPreferences(
    @Arg("renewalReminders", () => Boolean, { description: "Whether to receive the renewal reminder mails." })
    renewalReminders: boolean,
    @Arg("newsletter", () => Boolean, { description: "Whether to receive the blog newsletter." }) newsletter: boolean,
    @CurrentUser() user: User,
    @Ctx() { services, clientKey, log }: AppContext,
  ): Promise<MailPreferences> {
    if (renewalReminders) await services.reminders.optIn(user.email, "reminders");
    else await services.reminders.optOut(user.email, "reminders");
    const subscribed = await services.newsletter.isSubscribed(user.email);
    if (newsletter && !subscribed) await services.newsletter.subscribe(user.email, clientKey, log);
    if (!newsletter && subscribed) await services.newsletter.unsubscribe(user.email);
    return { renewalReminders, newsletter: await services.newsletter.isSubscribed(user.email) };
  }
}
