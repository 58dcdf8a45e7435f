name      = "café"
naïve_key = "value"
über      = 1
x         = "日本語"   # comment
longer    = "ascii" # comment
emoji     = "😀"     # e
e         = 1       # x
