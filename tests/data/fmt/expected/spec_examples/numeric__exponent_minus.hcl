# spec [Numeric Literals]: NumericLit = decimal+ ("." decimal+)? (expmark decimal+)?;
# expect: 0.25
example = 25e-2
