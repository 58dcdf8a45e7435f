# spec [Template Expressions]: A quoted template expression is delimited by quote characters (") and defines a template as a single-line expression with escape characters.
# expect: "Hello, World!"
# given: {"name": "World"}
example = "Hello, ${name}!"
