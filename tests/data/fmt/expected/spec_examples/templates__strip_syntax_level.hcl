# spec [Template Literals]: Stripping is done at syntax level rather than value level. Values returned by interpolations or directives are not subject to stripping:
# expect: "[ x ]"
example = "[${~" x "}]"
