/**
 * The class of a block that is never on the first screen (styles/index.css): the browser skips
 * its style, layout and paint until it comes near the viewport. What it skips has no layout, so
 * layout-based reads (innerText, hit tests such as axe's contrast check) see it only once rendered.
 */
export const RENDER_WHEN_NEAR = "render-when-near";

/**
 * The CSS variable that turns the holding back off ("visible"): for the whole document where the
 * app renders pages itself, or on a block that is on the first screen from some width on. Unset,
 * a block is also hidden for the first frame of its style (styles/index.css).
 */
export const RENDER_WHEN_NEAR_SWITCH = "--render-when-near";
