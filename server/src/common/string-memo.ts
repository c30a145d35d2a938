/** Strings longer than this are worked out each time, not remembered. */
const MAX_REMEMBERED_LENGTH = 4096;
/** Distinct strings remembered; past this they are all forgotten at once and remembered anew. */
const MAX_REMEMBERED = 1000;

/**
 * `work` remembered by its argument, for the few strings that arrive all day on every request
 * (an Accept or Accept-Encoding header, a GraphQL body): each is worked out once. Bounded in
 * number and in length, so a client that sends a new string every time costs memory of no one.
 * `work` must depend on its argument alone.
 */
export function memoByString<T>(work: (value: string) => T): (value: string) => T {
  const known = new Map<string, T>();
  return (value) => {
    const remembered = known.get(value);
    if (remembered !== undefined || known.has(value)) return remembered as T;
    const result = work(value);
    if (value.length <= MAX_REMEMBERED_LENGTH) {
      if (known.size >= MAX_REMEMBERED) known.clear();
      known.set(value, result);
    }
    return result;
  };
}
