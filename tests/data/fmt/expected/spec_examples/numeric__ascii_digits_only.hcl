# spec [Numeric Literals]: decimal    = '0' .. '9';
# expect-error: parse error: U+0663 ARABIC-INDIC DIGIT THREE is no decimal
example = ٣
