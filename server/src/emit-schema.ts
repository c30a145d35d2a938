import "reflect-metadata";
import { complain, say } from "./logging/cli-output";
import { createSchema, SCHEMA_FILE } from "./schema";

createSchema({ emitSchemaFile: true })
  .then(() => say(`Wrote ${SCHEMA_FILE}`))
  .catch((error) => {
    complain(error);
    process.exit(1);
  });
