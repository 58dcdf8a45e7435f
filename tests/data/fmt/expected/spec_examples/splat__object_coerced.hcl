# spec [Splat Operators]: any_object.*.id is equivalent to [any_object.id], assuming that any_object is a single object.
# expect: ["x"]
# expect-same-as: [any_object.id]
# given: {"any_object": {"id": "x"}}
example = any_object.*.id
