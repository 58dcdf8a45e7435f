x = "aÿb"
y = 1 +
