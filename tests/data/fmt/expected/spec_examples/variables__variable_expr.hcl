# spec [Variables and Variable Expressions]: The value of a variable is accessed using a variable expression, which is a standalone Identifier whose name corresponds to a defined variable:
# expect: 42
# given: {"foo": 42}
example = foo
