# spec [Operations]: Higher values of "level" bind tighter.
# expect: true
# expect-same-as: true || (false && false)
example = true || false && false
