%

>?
[
%
+

?-
%{	||	<<-EOT
  a
  EOT

  # c

  =>  >=  a = 1 true "é"
)  /* c */
=>~}

in~}
  true  