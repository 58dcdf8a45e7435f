# spec [Template Literals]: %{ if true ~} hello %{~ endif } produces "hello".
# expect: "hello"
# note: the standalone template, wrapped in a quoted template expression
example = "%{if true~} hello %{~endif}"
