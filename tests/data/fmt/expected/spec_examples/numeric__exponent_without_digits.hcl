# spec [Numeric Literals]: NumericLit = decimal+ ("." decimal+)? (expmark decimal+)?;
# expect-error: parse error: an exponent needs digits
example = 1 e
