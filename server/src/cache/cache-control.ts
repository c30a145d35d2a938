import { DirectiveLocation, GraphQLBoolean, GraphQLDirective, GraphQLEnumType, GraphQLInt } from "graphql";
import { Directive } from "type-graphql";

/** Seconds that public content may be cached by the response cache and HTTP caches. */
export const PUBLIC_MAX_AGE = 60;

const scope = new GraphQLEnumType({ name: "CacheControlScope", values: { PUBLIC: {}, PRIVATE: {} } });

/** Apollo Server's cache hint directive, declared so the emitted schema shows the hints. */
export const cacheControlDirective = new GraphQLDirective({
  name: "cacheControl",
  description: "How long a field or type may be cached; fields and types without a hint are never cached.",
  locations: [DirectiveLocation.FIELD_DEFINITION, DirectiveLocation.OBJECT, DirectiveLocation.INTERFACE, DirectiveLocation.UNION],
  args: { maxAge: { type: GraphQLInt }, scope: { type: scope }, inheritMaxAge: { type: GraphQLBoolean } },
});

/** Marks a public type or query as cacheable for PUBLIC_MAX_AGE seconds. */
export const PublicCache = () => Directive(`@cacheControl(maxAge: ${PUBLIC_MAX_AGE})`);
