// react-router 7 and Apollo Client expect these web globals, which jsdom leaves out.
const { TextEncoder, TextDecoder } = require("node:util");
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof globalThis.structuredClone !== "function") globalThis.structuredClone = (v) => JSON.parse(JSON.stringify(v));
