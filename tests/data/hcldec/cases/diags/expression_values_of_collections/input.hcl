b "k" {
 x = "a"
}
b "j" {
 x = "a"
}
