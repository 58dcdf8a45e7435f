# spec [Template Expressions]: In quoted template expressions any literal string sequences within the template behave in a special way: literal newline sequences are not permitted and instead escape sequences can be included, starting with the backslash \:
# expect-error: parse error: not a valid escape sequence
example = "\q"
