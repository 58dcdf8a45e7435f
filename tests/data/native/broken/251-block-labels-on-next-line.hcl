resource
"a" {
}
