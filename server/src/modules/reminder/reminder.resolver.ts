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
  @Query(() => [ReminderRule], { description: "The renewal reminders: before_30, before_7, before_1 and win_back." })
  reminderRules(@Ctx() { services }: AppContext): Promise<ReminderRule[]> {
    return services.reminders.list();
  }

  @Authorized(Access.Admin)
  @Mutation(() => ReminderRule)
  updateReminderRule(
    @Arg("kind", () => String) kind: string,
    @Arg("input", () => ReminderRuleInput) input: ReminderRuleInput,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<ReminderRule> {
    checkKind(kind);
    return services.reminders.update(actor, kind, input);
  }

  @Authorized(Access.Admin)
  @Query(() => ReminderPreview, {
    description:
      "Renders a reminder as it would be mailed, to a member or (without userId) a sample; unsaved subject, body or days may be given.",
  })
  async reminderPreview(
    @Arg("kind", () => String) kind: string,
    @Arg("userId", () => ID, { nullable: true }) userId: string | null | undefined,
    @Arg("subject", () => String, { nullable: true }) subject: string | null,
    @Arg("body", () => String, { nullable: true }) body: string | null,
    @Arg("days", () => Int, { nullable: true }) days: number | null,
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
  @Query(() => MailPreferences)
  async myMailPreferences(@CurrentUser() user: User, @Ctx() { services }: AppContext): Promise<MailPreferences> {
    return {
      renewalReminders: !(await services.reminders.isOptedOut(user.email, "reminders")),
      newsletter: await services.newsletter.isSubscribed(user.email),
    };
  }

  @Authorized()
  @Mutation(() => MailPreferences, { description: "Turning the newsletter on mails a confirmation link; it counts once confirmed." })
  async updateMailPreferences(
    @Arg("renewalReminders", () => Boolean) renewalReminders: boolean,
    @Arg("newsletter", () => Boolean) newsletter: boolean,
    @CurrentUser() user: User,
    @Ctx() { services, clientKey }: AppContext,
  ): Promise<MailPreferences> {
    if (renewalReminders) await services.reminders.optIn(user.email, "reminders");
    else await services.reminders.optOut(user.email, "reminders");
    const subscribed = await services.newsletter.isSubscribed(user.email);
    if (newsletter && !subscribed) await services.newsletter.subscribe(user.email, clientKey);
    if (!newsletter && subscribed) await services.newsletter.unsubscribe(user.email);
    return { renewalReminders, newsletter: await services.newsletter.isSubscribed(user.email) };
  }
}
