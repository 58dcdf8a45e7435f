"a${b}c"  } for
  ,

!=
:	:...

][
  <<EOT
hi ${x}
EOT

  null
  true*  "é"
  =>

!
  -*
||

: * abc-d
  [*] ...
!
&&

)a = 1&&

