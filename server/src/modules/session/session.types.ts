import { Field, ID, ObjectType } from "type-graphql";

@ObjectType({ description: "A device signed in to the account: one server-side session." })
export class SignedInDevice {
  @Field(() => ID, { description: "Pass to revokeSession to sign this device out." })
  id!: string;

  @Field(() => String, { description: 'The browser and system in plain words, e.g. "Chrome on Android".' })
  device!: string;

  @Field(() => String, { description: 'The network it signed in from, never the full address: "203.0.113.x" or an IPv6 /48.' })
  place!: string;

  @Field(() => Date, { description: "When the device signed in (ISO 8601 UTC instant, shown in India time)." })
  createdAt!: Date;

  @Field(() => Date, { description: "When the device last used the session (ISO 8601 UTC instant); updated at most once a minute." })
  lastSeenAt!: Date;

  @Field(() => Boolean, { description: "The session this request runs in." })
  current!: boolean;
}
