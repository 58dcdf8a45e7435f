# spec [Template Expressions]: In both cases the template interpolation and directive syntax is available for use within the delimiters, and any text outside of these special sequences is interpreted as a literal string.
# expect: "Hello, Ann!\nYou are an admin.\n"
# given: {"name": "Ann", "admin": true}
example = <<EOT
Hello, ${name}!
%{if admin}You are an admin.%{endif}
EOT
