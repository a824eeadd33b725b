/**
 * @pdf-lib/fontkit's Devanagari (Indic) shaper walks syllables with one generator compiled by Babel for the
 * `regeneratorRuntime` global, which Node does not have ("regeneratorRuntime is not defined" on the first
 * Devanagari name). This is the small part of that runtime the generator uses: `mark` and `wrap`, with a
 * context whose `next` the compiled body sets and whose `stop()` ends it. Installed only when absent.
 */

interface Context {
  prev: number;
  next: number | 'end';
  sent: unknown;
  done: boolean;
  rval: unknown;
  stop(): unknown;
}

type Body = (ctx: Context) => unknown;

const runtime = {
  mark: <T>(fn: T): T => fn,
  wrap: (body: Body): IterableIterator<unknown> => {
    const ctx: Context = {
      prev: 0,
      next: 0,
      sent: undefined,
      done: false,
      rval: undefined,
      stop() {
        this.done = true;
        return this.rval;
      },
    };
    const iterator: IterableIterator<unknown> = {
      [Symbol.iterator]: () => iterator,
      next: (sent?: unknown) => {
        if (ctx.done) return { value: undefined, done: true };
        ctx.sent = sent;
        const value = body(ctx);
        return ctx.done ? { value, done: true } : { value, done: false };
      },
    };
    return iterator;
  },
};

export const installFontkitRuntime = (): void => {
  const g = globalThis as { regeneratorRuntime?: unknown };
  g.regeneratorRuntime ??= runtime;
};
