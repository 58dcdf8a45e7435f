# spec [Template If Directive]: The template if directive is the template equivalent of the conditional expression, allowing selection of one of two sub-templates based on the value of a predicate expression.
# expect: "no"
example = "%{if false}yes%{else}no%{endif}"
