// A global of every runtime the composer runs in (Node, browsers), which the composer's lib
// (ES2023 without DOM) does not declare.
declare function structuredClone<T>(value: T): T;

/** A deep copy of a site or an operation, as `structuredClone` makes it. */
export const deepCopy = <T>(value: T): T => structuredClone(value);
