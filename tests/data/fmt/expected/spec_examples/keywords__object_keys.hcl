# spec [Keywords]: Outside of these specific situations, the keywords have no special meaning and are interpreted as regular identifiers.
# expect: {"true": 1, "null": 2, "if": 3}
example = { true = 1, null = 2, if = 3 }
