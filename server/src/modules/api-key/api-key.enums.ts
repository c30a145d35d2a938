import { registerEnumType } from "type-graphql";
import { API_SCOPE_DESCRIPTIONS, ApiScope } from "../../../../common/enums";

registerEnumType(ApiScope, {
  name: "ApiScope",
  description: "What an API key may do. Written content:read (and so on) in the docs and the admin panel.",
  valuesConfig: Object.fromEntries(Object.entries(ApiScope).map(([name, value]) => [name, { description: API_SCOPE_DESCRIPTIONS[value] }])),
});
