# spec [Literal Values]: The true and false keywords represent values of type bool.
# expect: true
example = true
