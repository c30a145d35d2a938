import { Readable, Writable } from "node:stream";
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedDirective,
  isSpecifiedScalarType,
  lexicographicSortSchema,
  printSchema,
  type GraphQLArgument,
  type GraphQLSchema,
} from "graphql";
import { run } from "graphql-schema-linter/lib/runner";
import { REPO_ROOT } from "./repo-root";
import { createSchema } from "./schema";

let schema: GraphQLSchema;

beforeAll(async () => {
  // Built as `npm run schema` builds it, so a miss shows here before schema.graphql is emitted.
  schema = lexicographicSortSchema(await createSchema());
});

/** Runs graphql-schema-linter's own command line with the repository's .graphql-schema-linterrc.json. */
async function lint(sdl: string): Promise<{ code: number; output: string }> {
  let output = "";
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      output += chunk.toString();
      done();
    },
  });
  const argv = ["node", "graphql-schema-linter", "--stdin", "--config-directory", REPO_ROOT, "--format", "compact"];
  const code = await run(sink, Readable.from([Buffer.from(sdl)]), sink, argv);
  return { code, output };
}

/** Every type, field, argument, input field and enum value without a description, by its schema coordinate. */
function undescribed(built: GraphQLSchema): string[] {
  const missing: string[] = [];
  const need = (coordinate: string, description: string | null | undefined) => {
    if (!description?.trim()) missing.push(coordinate);
  };
  const args = (owner: string, list: readonly GraphQLArgument[]) => {
    for (const arg of list) need(`${owner}(${arg.name}:)`, arg.description);
  };
  for (const type of Object.values(built.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    need(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        need(`${type.name}.${field.name}`, field.description);
        args(`${type.name}.${field.name}`, field.args);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) need(`${type.name}.${field.name}`, field.description);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) need(`${type.name}.${value.name}`, value.description);
    }
  }
  for (const directive of built.getDirectives()) {
    if (isSpecifiedDirective(directive)) continue;
    need(`@${directive.name}`, directive.description);
    args(`@${directive.name}`, directive.args);
  }
  return missing;
}

describe("the GraphQL schema describes itself", () => {
  it("has a description on every type, field, argument, input field and enum value", () => {
    expect(undescribed(schema)).toEqual([]);
  });

  it("names each kind of place a description is missing from", () => {
    const sdl = `
      "Described." type Query { "Described." plans("Described." tier: Tier, limit: Int): [Plan!]! }
      type Plan { "Described." id: ID! price: String! }
      "Described." enum Tier { "Described." basic premium }
      "Described." input PlanInput { "Described." name: String! price: String! }
      type Mutation { "Described." savePlan("Described." input: PlanInput!): Plan! }
    `;
    expect(undescribed(buildSchema(sdl))).toEqual([
      "Query.plans(limit:)",
      "Plan",
      "Plan.price",
      "Tier.premium",
      "PlanInput.price",
      "Mutation",
    ]);
  });

  it("passes graphql-schema-linter with the repository's rules", async () => {
    const { code, output } = await lint(printSchema(schema));
    expect(output.trim()).toBe("");
    expect(code).toBe(0);
  });

  it("reports a violation of the linter's rules", async () => {
    const { code, output } = await lint(`${printSchema(schema)}\n"""A filter."""\ninput PlanFilter { """The tier.""" tier: String }\n`);
    expect(output).toContain("input-object-names-end-with-input");
    expect(code).toBe(1);
  });
});
