# spec [Operations]: Higher values of "level" bind tighter.
# expect: true
# expect-same-as: (1 < 2) == (2 > 1)
example = 1 < 2 == 2 > 1
