# spec [Template Interpolation Unwrapping]: As a special case, a template that consists only of a single interpolation, with no surrounding literals, directives or other interpolations, is "unwrapped".
# expect: 5
example = "${~5~}"
