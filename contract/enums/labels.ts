/** Czech labels of every value of an enumeration. */
export type Labels<T extends readonly string[]> = { readonly [K in T[number]]: string };
