# spec [Numeric Literals]: NumericLit = decimal+ ("." decimal+)? (expmark decimal+)?;
# expect: 7
example = 007
