# spec [Conditional Operator]: This allows for expressions such as length(some_list) > 0 ? some_list[0] : default (given some suitable length function) without producing an error when the predicate is false.
# expect: "none"
# given: {"some_list": [], "default": "none"}
example = length(some_list) > 0 ? some_list[0] : default
