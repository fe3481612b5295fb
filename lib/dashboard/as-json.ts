/** A domain value as it arrives in JSON at the browser: every date as its ISO text. */
export type AsJson<T> = T extends Date ? string : T extends (infer Item)[] ? AsJson<Item>[] : T extends object ? { [K in keyof T]: AsJson<T[K]> } : T;
