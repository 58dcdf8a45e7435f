# spec [Template Expressions]: \"         Literal quote mark, used to prevent interpretation as end of string
# expect: "say \"hi\""
example = "say \"hi\""
