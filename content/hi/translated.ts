/**
 * The shape of an English content value with every string free to be Hindi: the Hindi twin of a page's words
 * has the same keys, lists and numbers as the English, so a key the English has cannot be missing
 * (content/hi/pages.test.ts also checks the lists' lengths and the figures of spec section 9).
 */
export type Translated<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Translated<U>[]
    : T extends object
      ? { readonly [K in keyof T]: Translated<T[K]> }
      : T;
