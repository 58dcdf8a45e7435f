!= x <<EOT
hi ${x}
EOT
% { /* c */ :
  .
  [*]
