import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { CurrentUser } from "../../auth/current-user";
import { Access } from "../../auth/roles";
import { toId } from "../../common/ids";
import type { AppContext } from "../../context";
import type { User } from "../user/user.entity";
import { ApiKey } from "./api-key.entity";
import { ApiKeyInput, CreatedApiKey } from "./api-key.inputs";

/** Managing keys is for signed-in admins only: no key can list, make or revoke keys. */
@Resolver(() => ApiKey)
export class ApiKeyResolver {
  @Authorized(Access.Admin)
  @Query(() => [ApiKey], { description: "Every API key, newest first, revoked and expired ones included (admins only)." })
  apiKeys(@Ctx() { services }: AppContext): Promise<ApiKey[]> {
    return services.apiKeys.list();
  }

  @Authorized(Access.Admin)
  @Mutation(() => CreatedApiKey, { description: "Creates an API key; the answer holds its secret, shown this once (admins only)." })
  createApiKey(
    @Arg("input", () => ApiKeyInput, { description: "The key's name, scopes and optional last day." }) input: ApiKeyInput,
    @CurrentUser() admin: User,
    @Ctx() { services }: AppContext,
  ): Promise<CreatedApiKey> {
    return services.apiKeys.create(admin, input);
  }

  @Authorized(Access.Admin)
  @Mutation(() => ApiKey, { description: "Revokes an API key: every app server refuses it from the next request (admins only)." })
  revokeApiKey(
    @Arg("id", () => ID, { description: "The key to revoke." }) id: string,
    @Ctx() { services }: AppContext,
    @CurrentUser() admin: User,
  ): Promise<ApiKey> {
    return services.apiKeys.revoke(admin, toId(id));
  }
}
