terraform {
  required_version = ">= 1.0"
}
x "%{ for a in b }" {
}
