abc-d /* c */.*
>=
% {.if