=> :
>=
/* c */
>
<] "%{if x}y%{endif}".* "s",
<= <<EOT
hi ${x}
EOT

.* // d

/
"${

  /

  // d


  .
  % { ||

