import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// findBy*/waitFor give up after 1 s by default; on a two-core CI machine running the server
// suites beside this one, a first render that compiles its lazy modules has taken over 5 s.
// A real failure still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout and so no scrollIntoView; components that bring a message into view call
// it (a test that checks the call still replaces it with its own jest.fn()).
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
