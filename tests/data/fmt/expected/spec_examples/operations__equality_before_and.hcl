# spec [Operations]: Higher values of "level" bind tighter.
# expect: false
# expect-same-as: (1 == 1) && (2 != 2)
example = 1 == 1 && 2 != 2
