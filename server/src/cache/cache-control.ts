import { DirectiveLocation, GraphQLBoolean, GraphQLDirective, GraphQLEnumType, GraphQLInt } from "graphql";
import { Directive } from "type-graphql";

/** Seconds that public content may be cached by the response cache and HTTP caches. */
export const PUBLIC_MAX_AGE = 60;

const scope = new GraphQLEnumType({
  name: "CacheControlScope",
  description: "Who may keep a cached answer (Apollo Server's cache hints).",
  values: {
    PUBLIC: { description: "Shared caches may keep the answer for everyone: the public response cache and HTTP caches." },
    PRIVATE: { description: "Only the asking browser may keep it: an answer about one signed-in account." },
  },
});

/** Apollo Server's cache hint directive, declared so the emitted schema shows the hints. */
export const cacheControlDirective = new GraphQLDirective({
  name: "cacheControl",
  description: "How long a field or type may be cached; fields and types without a hint are never cached.",
  locations: [DirectiveLocation.FIELD_DEFINITION, DirectiveLocation.OBJECT, DirectiveLocation.INTERFACE, DirectiveLocation.UNION],
  args: {
    maxAge: { type: GraphQLInt, description: "Seconds the answer may be kept; 0 means never." },
    scope: { type: scope, description: "Who may keep it; PUBLIC when not given." },
    inheritMaxAge: { type: GraphQLBoolean, description: "True: the field takes its parent's maxAge instead of its own." },
  },
});

/** Marks a public type or query as cacheable for PUBLIC_MAX_AGE seconds. */
export const PublicCache = () => Directive(`@cacheControl(maxAge: ${PUBLIC_MAX_AGE})`);
