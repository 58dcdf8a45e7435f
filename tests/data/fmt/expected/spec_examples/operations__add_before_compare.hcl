# spec [Operations]: Higher values of "level" bind tighter.
# expect: true
# expect-same-as: (1 + 1) > 1
example = 1 + 1 > 1
