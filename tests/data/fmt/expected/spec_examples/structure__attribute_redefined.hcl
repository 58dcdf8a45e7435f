# spec [Attribute Definitions]: Each distinct attribute name may be defined no more than once within a single body.
# expect-error: parse error: attribute redefined
example = 1
example = 2
