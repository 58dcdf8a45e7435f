# spec [For Expressions]: {for i, v in ["a", "a", "b"]: v => i} produces an error, because attribute a is defined twice.
# expect-error: evaluation error: duplicate object key "a"
example = { for i, v in ["a", "a", "b"] : v => i }
