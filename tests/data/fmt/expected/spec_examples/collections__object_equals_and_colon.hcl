# spec [Collection Values]: objectelem = (Identifier | Expression) ("=" | ":") Expression;
# expect: {"a": 1, "b": 2, "c": 3, "d": 4}
example = { a = 1, b : 2, "c" = 3, "d" : 4 }
