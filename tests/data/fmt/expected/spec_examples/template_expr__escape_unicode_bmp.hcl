# spec [Template Expressions]: \uNNNN     Unicode character from Basic Multilingual Plane (NNNN is four hexadecimal digits)
# expect: "é世"
example = "\u00e9\u4E16"
