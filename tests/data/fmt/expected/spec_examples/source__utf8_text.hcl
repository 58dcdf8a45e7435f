# spec [Source Code Representation]: Source code is unicode text expressed in the UTF-8 encoding.
# expect: "Grüße, 世界"
example = "Grüße, 世界"
