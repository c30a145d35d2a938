import { isObjectType, type GraphQLSchema } from "graphql";
import { getMetadataStorage } from "type-graphql";
import type { AppContext } from "../context";
import { authChecker } from "./auth-checker";
import type { Access } from "./roles";

type FieldMetadata = NonNullable<ReturnType<typeof getMetadataStorage>["objectTypes"][number]["fields"]>[number];

/**
 * Plain entity fields under `@Authorized` (a member's e-mail, a post's publishAt) have their
 * access checked in the field's own resolver, synchronously. type-graphql runs each of them
 * through its async middleware chain, about five promises a field, which made access checks a
 * large part of a signed-in read (README, "Speed"). The checker, its errors and the value read
 * are type-graphql's own; a field with middlewares or a resolver method keeps type-graphql's
 * path, and so does any check that does not answer `true` at once.
 */
export function checkFieldAccessInPlace(schema: GraphQLSchema): void {
  const storage = getMetadataStorage();
  const hasResolverMethod = (field: FieldMetadata) =>
    storage.fieldResolvers.some((resolver) => resolver.methodName === field.name && resolver.getObjectType?.() === field.target);
  for (const objectType of storage.objectTypes) {
    const type = schema.getType(objectType.name);
    if (!isObjectType(type)) continue;
    const fields = type.getFields();
    for (const metadata of objectType.fields ?? []) {
      const field = fields[metadata.schemaName];
      const roles = metadata.roles as Access[] | undefined;
      if (!field?.resolve || !roles || metadata.middlewares?.length || hasResolverMethod(metadata)) continue;
      const viaMiddleware = field.resolve;
      const property = metadata.name;
      field.resolve = (root: Record<string, unknown>, args: Record<string, unknown>, context: AppContext, info) =>
        authChecker({ root, args, context, info }, roles) === true ? root[property] : viaMiddleware(root, args, context, info);
    }
  }
}
