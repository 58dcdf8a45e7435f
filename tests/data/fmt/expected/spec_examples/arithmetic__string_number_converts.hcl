# spec [Arithmetic Operators]: Arithmetic operators apply only to number values and always produce number values as results.
# expect: 3
# note: operands convert to number under the information model's conversion rules
example = "2" + 1
