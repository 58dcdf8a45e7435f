a = ["${p}-${q.r}", [for k, v in m : "${k}${v}${o}"]]
