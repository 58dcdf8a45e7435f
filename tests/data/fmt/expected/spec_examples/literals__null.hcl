# spec [Literal Values]: The null keyword represents a null value of the dynamic pseudo-type.
# expect: null
example = null
