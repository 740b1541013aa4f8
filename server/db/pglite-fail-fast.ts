/**
 * pglite-socket's query queue stops for good once PGlite throws instead of answering: it rejects that query and
 * never takes another, so a build waiting on its next read would wait forever. PGlite answers SQL errors within
 * the protocol and throws only when the engine itself has failed (a WebAssembly abort, its memory exhausted), so
 * such a throw is fatal: `onFatal` hears it (the worker then ends, and the build's reads fail instead of waiting).
 */
type RawStream = { execProtocolRawStream: (...args: never[]) => Promise<unknown> };

/** `db` as it is, but for `onFatal` called with whatever its protocol calls throw. */
export function failingFast<T extends RawStream>(db: T, onFatal: (error: unknown) => void): T {
  return new Proxy(db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property !== 'execProtocolRawStream') return value.bind(target);
      return async (...args: unknown[]) => {
        try {
          return await value.apply(target, args);
        } catch (error) {
          onFatal(error);
          throw error;
        }
      };
    },
  });
}
