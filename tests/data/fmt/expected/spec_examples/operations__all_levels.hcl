# spec [Operations]: The binary operators are grouped into the following precedence levels:
# expect-same-as: a || (b && ((c == d) != ((((e > f) >= g) < h) <= ((i + j) - (((k * l) / m) % n)))))
# note: the same-as form spells out the table's grouping; it is not well-typed
example = a || b && c == d != e > f >= g < h <= i + j - k * l / m % n
