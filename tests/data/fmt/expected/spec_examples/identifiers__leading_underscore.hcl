# spec [Identifiers]: Identifier = ID_Start (ID_Continue | '-')*;
# expect-error: parse error: underscore is ID_Continue but not ID_Start
# reference-differs: the reference accepts identifiers that start with an underscore
_foo = 1
