# spec [Operations]: Higher values of "level" bind tighter.
# expect: 5
# expect-same-as: (1 + (2 * 3)) - ((4 / 2) % 3)
example = 1 + 2 * 3 - 4 / 2 % 3
