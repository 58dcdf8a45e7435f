name {
}
