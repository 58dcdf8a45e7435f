# spec [For Expressions]: For object and map types, the key is the string attribute name or element key, and the value is the attribute or element value. The elements are visited in the order defined by a lexicographic sort of the attribute names or keys.
# expect: ["a", "b"]
example = [for k, v in { b = 1, a = 2 } : k]
