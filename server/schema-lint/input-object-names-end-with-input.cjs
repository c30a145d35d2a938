// A graphql-schema-linter rule (see .graphql-schema-linterrc.json): input object types are named
// `<Thing>Input`, so a reader of the schema tells what a mutation takes from what it returns.
const { ValidationError } = require("graphql-schema-linter");

module.exports.InputObjectNamesEndWithInput = function InputObjectNamesEndWithInput(context) {
  return {
    InputObjectTypeDefinition(node) {
      const name = node.name.value;
      if (!name.endsWith("Input")) {
        context.reportError(
          new ValidationError("input-object-names-end-with-input", `The input object type \`${name}\` should end with "Input".`, [
            node.name,
          ]),
        );
      }
    },
  };
};
