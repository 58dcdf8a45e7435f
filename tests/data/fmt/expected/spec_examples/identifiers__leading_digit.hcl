# spec [Identifiers]: Identifier = ID_Start (ID_Continue | '-')*;
# expect-error: parse error: a digit cannot start an identifier
1 foo = 1
