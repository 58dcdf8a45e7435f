# spec [Static Map]: The usual requirement that an attribute name be interpretable as a string does not apply to this static analysis, allowing callers to provide map-like constructs with different key types by building on the map syntax.
# note: the key [c] cannot be a string when evaluated, but is fine as a static map key
example = { a = 1, (b) = 2, 3 = "three", [c] = 4 }
