# spec [Template If Directive]: The two sub-templates always produce strings, and thus the result value is also always a string.
# expect: "1"
example = "%{if true}${1}%{else}${false}%{endif}"
