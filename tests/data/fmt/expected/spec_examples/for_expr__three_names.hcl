# spec [For Expressions]: The "introduction" is equivalent in both cases: the keyword for followed by either one or two identifiers separated by a comma which define the temporary variable names used for iteration, followed by the keyword in and then an expression that must evaluate to a value that can be iterated.
# expect-error: parse error: at most two names
example = [for a, b, c in list : a]
