# spec [For Expressions]: {for i, v in ["a", "b"]: v => i} returns {a = 0, b = 1}.
# expect: {"a": 0, "b": 1}
example = { for i, v in ["a", "b"] : v => i }
