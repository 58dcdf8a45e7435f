# spec [For Expressions]: [for v in ["a", "b"]: v] returns ["a", "b"].
# expect: ["a", "b"]
example = [for v in ["a", "b"] : v]
