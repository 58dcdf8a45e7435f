# spec [Template If Directive]: The evaluation of the if directive is equivalent to the conditional expression, with the following exceptions:
# expect-error: evaluation error: the condition must be a bool
example = "%{if "maybe"}x%{endif}"
