# spec [Keywords]: In such situations, the identifier's role as a keyword supersedes any other valid interpretation that may be possible.
# expect-error: parse error: for starts a for expression
example = [for, foo]
