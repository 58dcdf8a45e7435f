# Hand-written configuration
enabled = true
description = "first line
second line"
