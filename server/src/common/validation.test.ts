import { getMetadataStorage } from "type-graphql";
import { createSchema } from "../schema";
import { schemaFor } from "./validation";

describe("input validation", () => {
  beforeAll(() => createSchema());

  it("gives every input class taken by a query or mutation a shared schema", () => {
    const storage = getMetadataStorage();
    const inputClasses = new Set<unknown>(storage.inputTypes.map((input) => input.target));
    const taken = [...storage.queries, ...storage.mutations].flatMap((op) =>
      (op.params ?? []).flatMap((param) => (param.kind === "arg" ? [param.getType()] : [])),
    );
    const inputs = [...new Set(taken.filter((type) => inputClasses.has(type)))];
    expect(inputs.length).toBeGreaterThan(10);
    const unchecked = inputs.filter((type) => !schemaFor(type)).map((type) => (type as { name: string }).name);
    expect(unchecked).toEqual([]);
  });
});
