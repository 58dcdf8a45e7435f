a = 1
b = "foo\qbar"
