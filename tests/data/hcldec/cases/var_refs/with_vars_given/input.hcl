a = foo
