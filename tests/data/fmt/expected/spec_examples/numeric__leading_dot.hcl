# spec [Numeric Literals]: NumericLit = decimal+ ("." decimal+)? (expmark decimal+)?;
# expect-error: parse error: a numeric literal starts with a digit
example =.5
