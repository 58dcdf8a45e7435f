# spec [Operations]: The unary operators have the highest precedence.
# expect: false
# expect-same-as: (!false) && false
example = !false && false
