// jsdom lacks the Fetch API classes that react-router's data routers and Apollo use;
// Node has them, so hand the real ones to each test's window.
const { TestEnvironment } = require("jest-environment-jsdom");

class JsdomWithFetch extends TestEnvironment {
  constructor(...args) {
    super(...args);
    const { TextEncoder, TextDecoder } = require("node:util");
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      AbortController,
      AbortSignal,
      ReadableStream,
      TextEncoder,
      TextDecoder,
      structuredClone,
    });
  }
}

module.exports = JsdomWithFetch;
