// @ts-check
/**
 * A contracts schema as the browser sees it: built on its first use, not when @shop/contracts is
 * evaluated. Building every zod schema of the contracts took one uninterrupted task of ~170 ms on a
 * phone (Lighthouse's 4x CPU) before the shop's first render, though a page uses few of them
 * (docs/performance.md). The proxy hands every access to the built schema, whose methods are bound
 * to it (zod binds on first access), so parsing, composing (`.extend`, shapes, unions) and zod's
 * `instanceof` checks see the real schema. Applied by contracts-split.js to `const …Schema` of
 * packages/contracts in browser builds only.
 * @template {object} T
 * @param {() => T} build
 * @returns {T}
 */
function lazySchema(build) {
  /** @type {T | undefined} */
  let built;
  const schema = () => (built ??= build());
  return /** @type {T} */ (
    new Proxy(
      {},
      {
        get: (_, key) => Reflect.get(schema(), key),
        set: (_, key, value) => Reflect.set(schema(), key, value),
        has: (_, key) => Reflect.has(schema(), key),
        deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
        defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
        ownKeys: () => Reflect.ownKeys(schema()),
        // The proxy's own target is an empty object: a property it reports must be configurable.
        getOwnPropertyDescriptor: (_, key) => {
          const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
          return descriptor && { ...descriptor, configurable: true };
        },
        getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
      },
    )
  );
}

module.exports = { lazySchema };
