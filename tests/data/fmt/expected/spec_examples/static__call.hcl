# spec [Static Call]: The function call syntax can be interpreted as a static call. The called function name is returned verbatim and the given argument expressions are returned as the static arguments, with no further interpretation.
example = file(path.module, 2)
