/**
 * A server-rendered page carries the CSS its HTML and its islands use inline; its link to the
 * whole stylesheet is sent inside a <template> with this id, so nothing fetches it unless the
 * whole app runs (a signed-in visitor, say): the browser's entry script (client/src/main.tsx)
 * then puts the link into the head.
 */
export const DEFERRED_STYLESHEET_ID = "deferred-stylesheet";

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*>/;

/** The document with its stylesheet link held back in the template. */
export function deferStylesheet(document: string): string {
  return document.replace(STYLESHEET_LINK, (link) => `<template id="${DEFERRED_STYLESHEET_ID}">${link}</template>`);
}
