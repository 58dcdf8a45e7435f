# spec [Numeric Literals]: NumericLit = decimal+ ("." decimal+)? (expmark decimal+)?;
# expect-error: parse error: a fraction needs digits after the point
example = 1.
