# spec [For Expressions]: forObjectExpr = "{" forIntro Expression "=>" Expression "..."? forCond? "}";
# expect: {"a": [1], "b": [2]}
example = { for i, v in ["a", "a", "b"] : v => i... if i > 0 }
