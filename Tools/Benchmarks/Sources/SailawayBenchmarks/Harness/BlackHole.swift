// Keeps the optimizer from proving work unused or inputs constant: a measured loop hands every
// result to `blackHole` and reads its inputs through `opaque`, neither of which it can see into.

/// Consumes `value` where the optimizer cannot see, so the work that produced it must happen.
@inline(never) @_optimize(none)
package func blackHole<T>(_ value: T) {}

/// Returns `value` unchanged, through a call the optimizer cannot see into.
@inline(never) @_optimize(none)
package func opaque<T>(_ value: T) -> T { value }
