greeting = "Hello, ${name} x${times}"
