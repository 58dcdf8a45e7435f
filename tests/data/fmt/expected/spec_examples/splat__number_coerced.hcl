# spec [Splat Operators]: any_number.* is equivalent to [any_number], assuming that any_number is a single number.
# expect: [5]
# expect-same-as: [any_number]
# given: {"any_number": 5}
example = any_number.*
