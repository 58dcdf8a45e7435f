# spec [Literal Values]: String literals are not directly available in the expression sub-language, but are available via the template sub-language, which can in turn be incorporated via template expressions.
# expect: "hello"
example = "hello"
