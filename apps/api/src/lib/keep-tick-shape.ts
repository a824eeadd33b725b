import { createHook } from 'node:async_hooks';

/**
 * Keeps one `process.nextTick` record alive for the life of the process, so the object shape every tick
 * record shares is never collected. Imported first by server.ts (docs/decisions/016).
 *
 * Why: Node 20 builds each tick record as an object literal with symbol keys
 * (`{ [async_id_symbol]: …, [trigger_async_id_symbol]: …, callback, args }`). V8 keeps the shapes of such
 * literals only weakly; when full collections run while no tick record is alive (PGlite's start-up does
 * dozens), the shape is dropped and rebuilt, `nextTick`'s inline cache sees a new shape each time, turns
 * megamorphic and never recovers: from then on every tick record is built in the V8 runtime, a slow path
 * every request takes several times. Measured: 20–45 % more CPU per request for the same handler
 * (docs/performance.md). One live record holds the shape (and its transition chain), so the cache stays
 * monomorphic.
 */
let kept: object | undefined;
const hook = createHook({
  init(_asyncId, type, _triggerAsyncId, resource) {
    if (type === 'TickObject') kept ??= resource;
  },
}).enable();
process.nextTick(() => {});
hook.disable();

/** The record held (exported so the holding is explicit, and for the test). */
export const keptTickRecord = (): object | undefined => kept;
