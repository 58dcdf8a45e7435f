text     = <<EOT
hello
  indented ${var.name}
    more %{if x}yes%{endif}
EOT
stripped = <<-EOT
    indented
      more
    EOT
block {
  inner        = <<EOF
keep   spacing   here
	and tabs
EOF
  after        = 1
  longer_after = 2
}
list = [<<A
first
A
  , <<B
second
B
]
call = upper(<<EOT
x ${a + b}
EOT
)
interp = <<EOT
${
foo
}
EOT
next = 1
