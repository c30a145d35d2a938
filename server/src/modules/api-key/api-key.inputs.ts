import { Field, InputType, ObjectType } from "type-graphql";
import { ApiScope } from "../../../../common/enums";
import { apiKeySchema } from "../../../../common/validation";
import { ValidatedBy } from "../../common/validation";
import { ApiKey } from "./api-key.entity";

@ValidatedBy(apiKeySchema)
@InputType({ description: "A new API key: its name, what it may do and, optionally, its last day." })
export class ApiKeyInput {
  @Field(() => String, { description: "What the key is for, e.g. 'Door access'; at most 60 characters." })
  name!: string;

  @Field(() => [ApiScope], { description: "At least one scope; the key can call only operations that need one of them." })
  scopes!: ApiScope[];

  @Field(() => String, {
    nullable: true,
    description: "The last day the key works, YYYY-MM-DD in gym time (Asia/Kolkata; it ends at that day's midnight); empty: no expiry.",
  })
  expiresOn?: string | null;
}

@ObjectType({ description: "A key just created, with its secret: shown this once and never again (only its hash is stored)." })
export class CreatedApiKey {
  @Field(() => ApiKey, { description: "The key's record, as apiKeys lists it." })
  apiKey!: ApiKey;

  @Field(() => String, { description: "The whole key to send as `Authorization: Bearer <key>`; store it now, it cannot be shown again." })
  secret!: string;
}
