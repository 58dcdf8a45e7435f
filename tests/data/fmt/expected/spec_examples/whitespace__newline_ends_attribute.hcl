# spec [Comments and Whitespace]: Newline sequences (either U+000A or U+000D followed by U+000A) are not considered whitespace but are ignored as such in certain contexts.
# expect-error: parse error: outside brackets a newline ends the expression
example = a
+ b
