# spec [For Expressions]: If the ellipsis symbol (...) appears immediately after the value expression, this activates the grouping mode in which each value in the resulting object is a tuple of all of the values that were produced against each distinct key.
# expect-error: parse error: grouping is for objects only
example = [for v in list : v...]
