v = "${name}-${n + 1}"
