outer "a\"b\\c\td\ne\u0001\u007f" "é \u00a0\u200b\u2028 😀 \uFEFF\U0001F600 $${z} %%{y}" {
  x = "a"
}
