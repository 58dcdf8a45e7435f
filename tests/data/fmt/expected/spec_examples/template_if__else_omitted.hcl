# spec [Template If Directive]: The else clause may be omitted, in which case the conditional's third expression result is implied to be the empty string.
# expect: "[]"
example = "[%{if false}yes%{endif}]"
