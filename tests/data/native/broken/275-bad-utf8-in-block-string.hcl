x {
 y = "aÿb"
}
z = 1 +
