([abc-d
  abc-d
  /
  .*
  2.5 % <= -

  abc-d

  ,
  : >

  in
  if
  ]

  ?

  "é".* null =
  > >=
  true <
  