import "reflect-metadata";
import { createSchema, SCHEMA_FILE } from "./schema";

createSchema({ emitSchemaFile: true })
  .then(() => console.log(`Wrote ${SCHEMA_FILE}`))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
