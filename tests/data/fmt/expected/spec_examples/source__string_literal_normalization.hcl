# spec [Source Code Representation]: (String literals have some special handling with regard to Unicode normalization which will be covered later in the relevant section.)
# expect: "café"
# note: the spec never returns to this; the reference normalizes string literals to NFC, so e + U+0301 reads as U+00E9
example = "café"
