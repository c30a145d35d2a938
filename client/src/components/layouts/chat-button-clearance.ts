/**
 * Room the chat button needs at the bottom of the screen: its size (56px) and offset (20px) with
 * a gap. The footer ends with this much space and toasts sit above it, so it never covers them.
 */
export const CHAT_BUTTON_CLEARANCE = 88;
