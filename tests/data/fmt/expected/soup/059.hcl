||
]
[[+

  >= <

  }

  .% {
    "a${b}c"

    * "s" // d

    <<-EOT
  a
  EOT

    true 