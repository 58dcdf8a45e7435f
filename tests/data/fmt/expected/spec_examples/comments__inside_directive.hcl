# spec [Comments and Whitespace]: Comments and whitespace cannot begin within within other comments, or within template literals except inside an interpolation sequence or template directive.
# expect: "yes"
example = "%{if /* a comment */ true}yes%{endif}"
