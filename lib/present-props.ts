// A module of its own, importing nothing, so that a module the browser loads (the listings' card parts, which
// a client island imports for its classes) can use it without bringing the site's dictionaries along.

/**
 * `props` without its undefined entries, to spread on an element: React writes an undefined prop into the RSC
 * payload of the page ("$undefined"), so an English page would carry every `lang` and `hrefLang` it does not use.
 */
export function presentProps<T extends Record<string, unknown>>(props: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
}
