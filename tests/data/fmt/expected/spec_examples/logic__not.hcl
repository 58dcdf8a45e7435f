# spec [Logic Operators]: !a       logical NOT
# expect: false
# given: {"a": true}
example = !a
