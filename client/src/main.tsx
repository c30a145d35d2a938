import { hydrateIslands } from "./islands/hydrate-islands";
import { readUser } from "./lib/session";
import "./styles/index.css";

/**
 * A visitor's first load of a server-rendered public page brings its islands to life and
 * nothing else (see islands/). A page the browser renders itself (sign-in, account, admin), a
 * visitor with a session, and a page that failed to render load the whole app.
 */
const root = document.getElementById("root");
const serverRendered = root?.firstElementChild != null;
if (serverRendered && !readUser() && !document.querySelector("[data-needs-app]")) hydrateIslands();
else void import("./app/start-app").then(({ startApp }) => startApp());
