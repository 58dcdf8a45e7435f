# spec [Identifiers]: Non-normatively, the spirit of this specification is that ID_Start consists of Unicode letter and certain unambiguous punctuation tokens, while ID_Continue augments that set with Unicode digits, combining marks, etc.
naïve = 1
名前    = 2
Δx٣   = 3
