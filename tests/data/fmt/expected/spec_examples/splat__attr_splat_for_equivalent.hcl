# spec [Splat Operators]: tuple.*.foo.bar[0] is approximately equivalent to [for v in tuple: v.foo.bar][0].
# expect: [1, 2]
# given: {"tuple": [{"foo": {"bar": [1, 2]}}, {"foo": {"bar": [3, 4]}}]}
example = [for v in tuple : v.foo.bar][0]
