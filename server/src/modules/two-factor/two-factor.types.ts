import { Field, ObjectType } from "type-graphql";
import { User } from "../user/user.entity";
import { LIMITS } from "../../../../common/validation";

@ObjectType({ description: "A new authenticator secret, waiting for confirmTwoFactorSetup with a code from it." })
export class TwoFactorSetup {
  @Field(() => String, { description: "Base32, for typing into the app by hand." })
  secret!: string;

  @Field(() => String, { description: "The otpauth:// URI (TOTP, SHA-1, 6 digits, 30 seconds) that the QR code holds." })
  otpauthUri!: string;

  @Field(() => String, { description: "The QR code of otpauthUri as an SVG document." })
  qrSvg!: string;
}

@ObjectType({ description: "One-time recovery codes, shown only in this answer; each signs in once in place of a code." })
export class RecoveryCodes {
  @Field(() => [String], { description: `${LIMITS.recoveryCodeCount} codes to keep somewhere safe; any earlier codes no longer work.` })
  codes!: string[];

  @Field(() => User, { description: "The signed-in account, now with two-factor sign-in on." })
  user!: User;
}
