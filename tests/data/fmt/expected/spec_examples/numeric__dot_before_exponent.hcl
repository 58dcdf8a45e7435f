# spec [Numeric Literals]: NumericLit = decimal+ ("." decimal+)? (expmark decimal+)?;
# expect-error: parse error: a fraction needs digits after the point
# reference-differs: the reference reads 1.e3 as the number 1000
example = 1.e3
