# spec [Template Literals]: ${"hello" ~}${" world"} produces "hello world", and not "helloworld", because the space is not in a template literal directly adjacent to the strip marker.
# expect: "hello world"
# note: the standalone template, wrapped in a quoted template expression
example = "${"hello"~}${" world"}"
