>= % {
  "%{if x}y%{endif}" >= // d
  "é", x 