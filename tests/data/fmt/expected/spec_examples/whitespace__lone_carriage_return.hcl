# spec [Comments and Whitespace]: Newline sequences (either U+000A or U+000D followed by U+000A) are not considered whitespace but are ignored as such in certain contexts.
# expect-error: parse error: a lone U+000D is not a newline sequence
example = 1  other = 2
