import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// findBy*/waitFor give up after 1 s by default; on a two-core CI machine running the server
// suites beside this one, a first render that compiles its modules can take longer than that.
// A real failure still fails, only later.
configure({ asyncUtilTimeout: 5_000 });
