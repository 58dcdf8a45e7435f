a "lab\"el" {}
