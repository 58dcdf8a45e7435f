# spec [Source Code Representation]: The language itself does not perform unicode normalization, so syntax features such as identifiers are sequences of unicode code points and so e.g. a precombined accented character is distinct from a letter associated with a combining accent.
# The first name is U+00E9; the second is e followed by U+0301: two distinct attributes,
# so this is not a redefinition.
café = 1
café = 2
