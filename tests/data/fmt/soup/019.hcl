abc-d	/* c */.*
>=
  %{  . if