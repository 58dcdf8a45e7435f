a = "prefix ${upper("abc)} suffix"
