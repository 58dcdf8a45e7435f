# spec [Template Literals]: When a strip marker is present, any spaces adjacent to it in the corresponding string literal (if any) are removed before producing the final value.
# expect: "ab"
example = <<EOT
%{~for v in ["a", "b"]~}
${v}
%{~endfor~}
EOT
