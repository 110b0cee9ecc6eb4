/**
 * The shape of an English content value with every string free to be Hindi: the Hindi twin of a page's words
 * has the same keys, lists and numbers as the English, so a key the English has cannot be missing, and a
 * list the English writes `as const` keeps its length (content/hi/pages.test.ts and content/hi/words.test.ts
 * also check the lists' lengths and the figures of spec section 9). A function of words (`(name) => string`)
 * stays a function with the same parameters.
 */
export type Translated<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends object
      ? { readonly [K in keyof T]: Translated<T[K]> }
      : T;
