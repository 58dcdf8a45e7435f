# spec [Identifiers]: The dash character - is additionally allowed in identifiers, even though that is not part of the unicode ID_Continue definition.
foo-bar = 1
block-type {
  attr-name = foo-bar
}
