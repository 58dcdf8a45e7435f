# spec [Collection Values]: objectelem = (Identifier | Expression) ("=" | ":") Expression;
example = { "a b" = 1, "k${1 + 1}" = 2, (upper) = 3 }
