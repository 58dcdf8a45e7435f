# é comment
