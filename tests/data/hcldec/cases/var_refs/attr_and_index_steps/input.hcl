a = foo.bar[0]["baz"]
