# spec [Index Operator]: Within the brackets that delimit the index key, newline sequences are ignored as whitespace.
# expect: "b"
example = ["a", "b"][
  1
]
