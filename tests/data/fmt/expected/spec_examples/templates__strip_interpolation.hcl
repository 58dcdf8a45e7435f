# spec [Template Literals]: hello ${~ "world" } produces "helloworld".
# expect: "helloworld"
# note: the standalone template, wrapped in a quoted template expression
example = "hello ${~"world"}"
