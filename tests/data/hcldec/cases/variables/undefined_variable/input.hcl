greeting = "Hello, ${nme}"
