name = foo
