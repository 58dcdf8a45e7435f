# spec [For Expressions]: {for i, v in ["a", "a", "b"]: v => i...} returns {a = [0, 1], b = [2]}.
# expect: {"a": [0, 1], "b": [2]}
example = { for i, v in ["a", "a", "b"] : v => i... }
