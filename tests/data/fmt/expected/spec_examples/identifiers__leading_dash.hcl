# spec [Identifiers]: Identifier = ID_Start (ID_Continue | '-')*;
# expect-error: parse error: a dash cannot start an identifier
-foo = 1
