# spec [Functions and Function Calls]: Arguments = (
# expect-error: parse error: a comma needs an argument before it
example = f(, )
