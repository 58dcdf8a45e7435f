# spec [For Expressions]: The punctuation used to delimit a for expression decide whether it will produce a tuple value ([ and ]) or an object value ({ and }).
# expect-error: parse error: an object for needs key => value
example = { for v in list : v }
