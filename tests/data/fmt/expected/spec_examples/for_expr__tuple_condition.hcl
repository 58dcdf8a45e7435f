# spec [For Expressions]: [for i, v in ["a", "b", "c"]: v if i < 2] returns ["a", "b"].
# expect: ["a", "b"]
example = [for i, v in ["a", "b", "c"] : v if i < 2]
